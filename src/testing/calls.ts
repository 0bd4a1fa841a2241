/**
 * API-call tests without a demo exchange: answer one call on an MSW server and record what the app sent.
 * Import it directly (`@/testing/calls`): the kit's index loads the app's providers.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';

/** The parameters of one request as the server read them (form body or query string), without `lang`. */
export type SentParams = Record<string, string>;

/**
 * Answers every `method` request to `*\/api/<call>` with `envelope` (`ok(…)`, `refusal(…)` or any JSON) and
 * returns the list the parameters of each request are pushed to.
 */
export function answerCall(
  server: Pick<SetupServer, 'use'>,
  method: 'get' | 'post' | 'put',
  call: string,
  envelope: unknown,
): SentParams[] {
  const sent: SentParams[] = [];
  server.use(
    http[method](`*/api/${call}`, async ({ request }) => {
      const params =
        method === 'get' ? new URL(request.url).searchParams : new URLSearchParams(await request.text());
      const record = Object.fromEntries(params);
      delete record.lang;
      sent.push(record);
      return HttpResponse.json(envelope as JsonBodyType);
    }),
  );
  return sent;
}
