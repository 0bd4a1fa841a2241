import type * as z from 'zod/mini';

/** What a form shows for these values: the first message of each invalid field (path joined by dots; `''` for a lone value). */
export function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}
