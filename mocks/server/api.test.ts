// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureDemoInbox } from '../handlers/demo';
import { handlers, installTestEngine } from '../node';
import { answerClientError, createApi } from './api';
import { MAX_BODY_BYTES, MAX_HEADER_BYTES } from './config';

let server: Server;
let base: string;
beforeAll(async () => {
  const serveApi = createApi({ handlers, origin: 'http://127.0.0.1' });
  server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    void serveApi(req, res, new URL(req.url!, 'http://x').pathname);
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(async () => {
  await installTestEngine();
  configureDemoInbox({ enabled: true });
});

/** A raw request (fetch refuses TRACE and oversized headers before sending them). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

describe('transport errors answer an envelope, never a 500', () => {
  it('a malformed multipart body is a parameter error', async () => {
    const res = await raw(
      'POST',
      '/user/login?lang=jp',
      { 'content-type': 'multipart/form-data; boundary=zz' },
      '--zz\r\ngarbage',
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ type: 'error', message: 'パラメータエラー' });
    const noBoundary = await raw('POST', '/sms_mail', { 'content-type': 'multipart/form-data' }, 'x');
    expect(JSON.parse(noBoundary.body)).toMatchObject({ type: 'error', message: 'Parameter error' });
  });

  it('bad JSON and JSON that is not an object are parameter errors', async () => {
    for (const body of ['{oops', '[1,2]', '"text"', 'null'])
      expect(
        JSON.parse((await raw('POST', '/user/login', { 'content-type': 'application/json' }, body)).body),
      ).toEqual({
        type: 'error',
        message: 'Parameter error',
      });
  });

  it('unknown methods get 405 with Allow', async () => {
    for (const method of ['TRACE', 'PATCH', 'PROPFIND']) {
      const res = await raw(method, '/menu');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toContain('GET');
      expect(JSON.parse(res.body)).toEqual({ type: 'error', message: 'Request method not allowed' });
    }
  });

  it('a body over the limit gets 413, declared or streamed', async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 1, 'a');
    const declared = await raw(
      'POST',
      '/user/login?lang=kor',
      { 'content-type': 'application/x-www-form-urlencoded' },
      big,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ type: 'error', message: '요청이 너무 큽니다' });
    const chunked = await raw('POST', '/user/login', { 'transfer-encoding': 'chunked' }, big);
    expect(chunked.status).toBe(413);
  });

  it('headers over 16 KB get 431 with an envelope', async () => {
    const res = await raw('GET', '/menu', { 'x-big': 'a'.repeat(MAX_HEADER_BYTES) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ type: 'error', message: 'The request headers are too large' });
  });

  it('compresses large JSON answers for clients that accept it', async () => {
    const res = await new Promise<{ encoding: unknown; vary: unknown; body: Buffer }>((ok) =>
      httpRequest(`${base}/currency/quotation_new`, { headers: { 'accept-encoding': 'br, gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          ok({ encoding: r.headers['content-encoding'], vary: r.headers.vary, body: Buffer.concat(chunks) }),
        );
      }).end(),
    );
    expect(res.encoding).toBe('br');
    expect(res.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toMatchObject({ type: 'ok' });
    const small = await raw('GET', '/user/info', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the demo inbox', () => {
  it('answers loopback callers, and a caller cannot pretend to be one', async () => {
    expect((await raw('GET', '/demo/inbox?to=a@b.co')).status).toBe(200);
    // The server replaces the address header a client sends with the real peer address (loopback here).
    expect(
      (await raw('GET', '/demo/inbox?to=a@b.co', { 'x-demo-client-address': '203.0.113.9' })).status,
    ).toBe(200);
  });

  it('is gone when switched off', async () => {
    configureDemoInbox({ enabled: false });
    const res = await raw('GET', '/demo/inbox?to=a@b.co');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ type: 'error', message: 'The requested resource does not exist' });
  });
});
