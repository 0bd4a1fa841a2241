/**
 * Every MSW handler of the demo exchange, shared by Storybook (`mocks/browser.ts`), vitest
 * (`mocks/node.ts`) and the Node server (`mocks/server/index.ts`).
 *
 * Adding an area: `mocks/handlers/<area>.ts` exporting `<area>Handlers` built with `route()`, then one
 * line in `areaHandlers` below.
 */
import { http, type HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { contentHandlers } from './content';
import { demoHandlers } from './demo';
import { identityHandlers } from './identity';
import { inviteHandlers } from './invite';
import { marketHandlers } from './market';
import { messagesHandlers } from './messages';
import { settingHandlers } from './setting';
import { tradeHandlers } from './trade';
import { uploadHandlers } from './uploads';
import { walletHandlers } from './wallet';
import { walletFamilyHandlers } from './wallet/family';
import { errorResponse, fail, knownCalls, langOf, readParams, t } from './_util';

export const areaHandlers: HttpHandler[] = [
  ...commonHandlers,
  ...authHandlers,
  ...settingHandlers,
  ...demoHandlers,
  ...marketHandlers,
  ...contentHandlers,
  ...walletHandlers,
  ...walletFamilyHandlers,
  ...tradeHandlers,
  ...identityHandlers,
  ...inviteHandlers,
  ...messagesHandlers,
  ...uploadHandlers,
];

/**
 * An API call: a path with an `/api/` segment and no file extension after it. The extension test keeps
 * Storybook's own module requests (`/src/api/client.ts`), which pass through the service worker, out.
 */
const isApiCall = ({ request }: { request: Request }) => /\/api\/[^.]*$/.test(new URL(request.url).pathname);

/** Last: any other API call is a 404 (or 405 for a known call with another method) envelope. */
const fallbackHandlers: HttpHandler[] = [
  http.all(isApiCall, async ({ request }) => {
    let lang = 'en';
    try {
      lang = langOf(await readParams(request));
    } catch {
      // unreadable body: answer in English
    }
    try {
      const call = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
      const methods = knownCalls.get(call);
      if (methods && !methods.has(request.method)) return fail(t(lang, 'error.methodNotAllowed'), 405);
      return fail(t(lang, 'error.notFound'), 404);
    } catch (error) {
      return errorResponse(error, lang, `${request.method} ${request.url}`);
    }
  }),
];

export const handlers: HttpHandler[] = [...areaHandlers, ...fallbackHandlers];

export { setEngine } from './_util';
