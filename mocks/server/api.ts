/**
 * /api/…: Node request → Fetch Request → the MSW handlers (or the chart worker) → Node response.
 *
 * Every request gets the envelope or a clean HTTP error, never a stack trace: unknown methods (TRACE,
 * CONNECT…) 405, bodies over the limit 413 (checked on Content-Length and while reading), malformed
 * bodies a parameter error (in _util.ts), header overflows and unparsable requests 431/400 (`clientError`).
 * JSON answers of `COMPRESS_MIN_BYTES` or more go out compressed when the client accepts it.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { CLIENT_ADDRESS_HEADER, t } from '../handlers/_util';
import type { ServerKey } from '../engine';
import { COMPRESS_MIN_BYTES, MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from './config';
import { BASE_SECURITY_HEADERS } from './static';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-max-age': '600',
};
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);

/** A complete error envelope answer, text in `lang` (from the query string when the body is not read). */
export function sendEnvelopeError(
  res: ServerResponse,
  status: number,
  key: ServerKey,
  lang: string | undefined,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ type: 'error', message: t(lang, key) });
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...BASE_SECURITY_HEADERS,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * For `server.on('clientError')`: a request Node could not parse (headers over `maxHeaderSize`, a bad
 * request line or method, broken chunking) gets a JSON error envelope instead of an empty answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({
    type: 'error',
    message: t('en', status === 431 ? 'error.headersTooLarge' : 'error.badRequest'),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'x-content-type-options: nosniff\r\nconnection: close\r\n\r\n' +
      body,
  );
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const queryLang = (url: string | undefined) => {
  try {
    return new URL(url ?? '/', 'http://x').searchParams.get('lang') ?? undefined;
  } catch {
    return undefined;
  }
};

/** Picks a compression the client accepts, for answers worth compressing. */
async function compress(payload: Buffer, acceptEncoding: string | undefined) {
  if (payload.length < COMPRESS_MIN_BYTES || !acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding))
    return {
      encoding: 'br',
      // Quality 5: most of the gain at a fraction of 11's cost (this runs per answer, on the thread pool).
      body: await brotli(payload, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: payload.length },
      }),
    };
  if (/\bgzip\b/.test(acceptEncoding))
    return { encoding: 'gzip', body: await gzipAsync(payload, { level: 6 }) };
  return undefined;
}

export interface ApiOptions {
  handlers: HttpHandler[];
  /** The fixed origin requests are rebuilt on (the client's Host header is trusted for nothing). */
  origin: string;
  /** Answers a request instead of the handlers (the chart worker), or returns undefined. */
  divert?: (pathname: string, request: Request) => Promise<Response> | undefined;
}

export function createApi({ handlers, origin, divert }: ApiOptions) {
  return async function serveApi(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const method = req.method ?? 'GET';
    // Lets `npm run dev` (Vite on another port) call this server directly.
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return res.end();
    }
    const lang = queryLang(req.url);
    if (!ALLOWED_METHODS.has(method))
      return sendEnvelopeError(res, 405, 'error.methodNotAllowed', lang, {
        allow: [...ALLOWED_METHODS].join(', '),
      });

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === CLIENT_ADDRESS_HEADER) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');

    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const limit = /multipart\/form-data/i.test(req.headers['content-type'] ?? '')
        ? MAX_UPLOAD_BYTES
        : MAX_BODY_BYTES;
      const declared = Number(req.headers['content-length']);
      // Past the limit the rest of the body is not read: the answer closes the connection.
      const tooLarge = () => sendEnvelopeError(res, 413, 'error.bodyTooLarge', lang, { connection: 'close' });
      if (Number.isFinite(declared) && declared > limit) return tooLarge();
      try {
        body = await readBody(req, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) return tooLarge();
        throw error;
      }
    }
    // Aborted when the caller goes away before the answer: queued work for it is skipped (chart worker).
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    // Only the path and query of the request target (an absolute-form target names another host).
    const target = new URL(req.url ?? '/', 'http://localhost');
    const request = new Request(`${origin}${target.pathname}${target.search}`, {
      method,
      headers,
      body: body?.length ? new Uint8Array(body) : undefined,
      signal: gone.signal,
    });
    const response =
      (await divert?.(pathname, request)) ??
      (await getResponse(handlers, request)) ??
      Response.json({ type: 'error', message: t(lang, 'error.notFound') }, { status: 404 }); // unreachable: handlers end in a catch-all

    let payload = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = { ...CORS_HEADERS, ...BASE_SECURITY_HEADERS };
    response.headers.forEach((value, name) => {
      out[name] = value;
    });
    if (/json/i.test(out['content-type'] ?? '')) {
      const packed = await compress(payload, req.headers['accept-encoding']);
      out.vary = 'Accept-Encoding';
      if (packed) {
        payload = packed.body;
        out['content-encoding'] = packed.encoding;
      }
    }
    out['content-length'] = String(payload.length);
    // API answers are never cached; a stored upload says for itself how long it keeps (forever)
    if (!response.headers.has('cache-control')) out['cache-control'] = 'no-store';
    res.writeHead(response.status, out);
    res.end(method === 'HEAD' ? undefined : payload);
  };
}
