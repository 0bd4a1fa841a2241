/**
 * `POST /upload` (multipart, field `file`; answers the path `/upload/<name>`) and the stored files
 * themselves at `<site>/upload/<name>`, where the client shows them (`assetUrl`, spec §7).
 */
import { http, HttpResponse } from 'msw';
import { getEngine, ok, route } from './_util';

const STORED_NAME = /^[0-9a-f]{32}\.[a-z]+$/;

export const uploadHandlers = [
  route('post', '/upload', async ({ engine, params, token }) => {
    const file = params.file;
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    return ok(engine.uploads.save(token, bytes));
  }),

  http.get('*/upload/:name', async ({ params }) => {
    const name = String(params.name);
    if (!STORED_NAME.test(name)) return undefined; // not ours (a Storybook module, say): pass it on
    const stored = (await getEngine()).uploads.read(name);
    if (!stored) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(stored.bytes, {
      headers: {
        'content-type': stored.type,
        'content-length': String(stored.bytes.length),
        // the name is random and never reused: the bytes behind it never change
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  }),
];
