import type * as z from 'zod/mini';

/** What a form shows (parsed as the form does: async, a phone number waits for its metadata) for these values: the first message of each invalid field (path joined by dots; `''` for a lone value). */
export async function problems(schema: z.ZodMiniType, values: unknown): Promise<Record<string, string>> {
  const result = await schema.safeParseAsync(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}
