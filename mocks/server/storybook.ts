/**
 * The static Storybook build under `/storybook/` (`npm run review`): reviewers and translators get the app and
 * its stories from one server. Storybook's stories talk to the demo exchange through MSW in the browser, whose
 * worker msw registers at the site root: `/mockServiceWorker.js` is answered from the same build.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

const PREFIX = '/storybook';
const WORKER = '/mockServiceWorker.js';

export function createStorybookApp(dir: string) {
  const files = sirv(dir, { dev: false, etag: true, single: false });
  return {
    handles: (pathname: string) => pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) || pathname === WORKER,
    serve(req: IncomingMessage, res: ServerResponse, pathname: string) {
      if (pathname === PREFIX) {
        res.writeHead(302, { location: `${PREFIX}/` });
        return void res.end();
      }
      if (pathname !== WORKER) req.url = (req.url ?? '/').slice(PREFIX.length) || '/';
      files(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
        res.end('Not found');
      });
    },
  };
}
