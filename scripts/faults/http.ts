/** Small HTTP helpers for the fault suite (keep-alive agent, raw sockets for what fetch refuses to send). */
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

export const agent = new Agent({ keepAlive: true, maxSockets: 32 });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((ok, fail) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, headers: options.headers, agent, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(options.body);
  });
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export async function envelope(
  base: string,
  method: string,
  path: string,
  fields: Record<string, string> = {},
  token?: string,
) {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const answer =
    method === 'GET'
      ? await call(base, 'GET', `${path}?${new URLSearchParams(fields)}`, { headers })
      : await call(base, method, path, {
          headers: { ...headers, ...form(fields).headers },
          body: form(fields).body,
        });
  return { ...answer, json: JSON.parse(answer.body) as { type: string; message: unknown } };
}

/** Sends raw bytes and returns the status line's code (0 when the connection closed without an answer). */
export function rawRequest(port: number, bytes: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (b) => (text += b.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => ok({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.write(bytes); // requests carry `connection: close`; malformed ones are closed by the server
  });
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
