/**
 * The load test's HTTP client: calls as the app sends them (form-encoded, `lang` on every request, the raw token in
 * `Authorization`, `Idempotency-Key` on money calls), over keep-alive connections, each answer timed and counted.
 */
import { Agent, request } from 'node:http';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/constants';
import type { Outcome } from './replay';
import { Tally } from './stats';

export interface Answer {
  status: number;
  /** The envelope's `type` and `message` (undefined when there was no JSON answer). */
  type?: string;
  message?: unknown;
  outcome: Outcome;
  ms: number;
}

export interface SendOptions {
  token?: string;
  key?: string;
  /** Abandon the request after this many ms (its answer is lost on purpose). */
  abortAfterMs?: number;
  /** Give up after this many ms (default: the app's own limit, `REQUEST_TIMEOUT_MS`, 60 s). */
  timeoutMs?: number;
}

interface CallFigures {
  ms: number[];
  ok: number;
  refused: number;
  lost: number;
}

/** Everything the calls did: latencies per call, outcomes, errors by kind, the first 5xx answers in full. */
export class Recorder {
  readonly calls = new Map<string, CallFigures>();
  readonly errors = new Tally();
  readonly serverErrors: string[] = [];
  requests = 0;
  abandoned = 0;
  /** Answers with an HTTP status of 500 or more. */
  serverErrorCount = 0;

  record(call: string, answer: Answer) {
    const figures = this.calls.get(call) ?? { ms: [], ok: 0, refused: 0, lost: 0 };
    figures[answer.outcome]++;
    if (answer.status > 0) figures.ms.push(answer.ms);
    this.calls.set(call, figures);
  }
}

const LANG = 'en';
const SECRET_FIELDS = new Set(['password', 'pay_password', 'pass']);

export class Api {
  /**
   * Keep-alive connections; an idle one is dropped after 2 s. The agent already drops it 1 s before the server's
   * announced 5 s, but under load a client that reuses a connection late meets the server closing it (ECONNRESET, a
   * race of the client's, not a server fault: browsers resend such a request on a fresh connection).
   */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 2000 });

  constructor(
    private readonly origin: string,
    readonly recorder: Recorder,
  ) {}

  close() {
    this.agent.destroy();
  }

  /** One call; never throws: a failure is an answer with outcome `lost` (no answer) or `refused`. */
  send(
    method: 'GET' | 'POST' | 'PUT',
    call: string,
    fields: Record<string, string>,
    options: SendOptions = {},
  ) {
    const { recorder } = this;
    const form = new URLSearchParams({ ...fields, lang: LANG }).toString();
    const path = `/api${call}${method === 'GET' ? `?${form}` : ''}`;
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (options.key) headers['idempotency-key'] = options.key;
    if (method !== 'GET') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(form));
    }
    const label = `${method} ${call}`;
    const started = performance.now();
    recorder.requests++;
    return new Promise<Answer>((done) => {
      let settled = false;
      const finish = (answer: Omit<Answer, 'ms'>, error?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(abort);
        const full = { ...answer, ms: performance.now() - started };
        if (error) recorder.errors.add(error);
        recorder.record(label, full);
        done(full);
      };
      const req = request(`${this.origin}${path}`, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => finish({ status: 0, outcome: 'lost' }, 'network: answer cut'));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString();
          let envelope: { type?: string; message?: unknown } = {};
          try {
            envelope = JSON.parse(text) as typeof envelope;
          } catch {
            // not JSON: counted by status below
          }
          if (status >= 500) {
            recorder.serverErrorCount++;
            const shown = Object.entries(fields).map(([k, v]) => `${k}=${SECRET_FIELDS.has(k) ? '***' : v}`);
            if (recorder.serverErrors.length < 10)
              recorder.serverErrors.push(
                `${status} ${label} {${shown.join(', ')}} key=${options.key ?? '-'}: ${text}`,
              );
            return finish({ status, ...envelope, outcome: 'lost' }, `HTTP ${status}`);
          }
          if (status !== 200) return finish({ status, ...envelope, outcome: 'refused' }, `HTTP ${status}`);
          if (envelope.type === 'ok') return finish({ status, ...envelope, outcome: 'ok' });
          const why = typeof envelope.message === 'string' ? envelope.message : 'no envelope';
          finish({ status, ...envelope, outcome: 'refused' }, `refused (${envelope.type ?? '?'}): ${why}`);
        });
      });
      const abort =
        options.abortAfterMs !== undefined
          ? setTimeout(() => {
              recorder.abandoned++;
              finish({ status: 0, outcome: 'lost' });
              req.destroy();
            }, options.abortAfterMs)
          : setTimeout(() => {
              finish(
                { status: 0, outcome: 'lost' },
                `timeout (${(options.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000} s)`,
              );
              req.destroy();
            }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      req.on('error', (error: NodeJS.ErrnoException) =>
        finish(
          { status: 0, outcome: 'lost' },
          `network: ${error.code ?? error.message}${req.reusedSocket ? ' (on a reused connection)' : ''}`,
        ),
      );
      req.end(method === 'GET' ? undefined : form);
    });
  }
}
