/**
 * A corpus of bad inputs over every call: wrong types, huge and odd strings, broken bodies of every
 * encoding, wrong methods, and requests Node's parser rejects (sent raw). A clean answer is the JSON error
 * envelope (any status but 5xx) or, for what is not HTTP at all, a clean status line; never a 500, never a
 * stack trace.
 */
import { call, rawRequest, type Answer } from './http';

const CALLS: [string, string, string[]][] = [
  ['GET', '/currency/list', []],
  ['GET', '/currency/new_timeshar', ['symbol', 'period', 'from', 'to']],
  ['GET', '/currency/quotation_new', []],
  ['GET', '/demo/inbox', ['to']],
  ['GET', '/getLevelList', []],
  ['GET', '/getSetting', ['key']],
  ['GET', '/menu', []],
  ['GET', '/news/index_pop', []],
  ['GET', '/optional/list', []],
  ['GET', '/user/getAuthenticator', []],
  ['GET', '/user/info', []],
  ['GET', '/user/logout', []],
  ['POST', '/news/detail', ['id']],
  ['POST', '/news/list', ['c_id', 'page', 'limit']],
  ['POST', '/optional/add', ['currency_id']],
  ['POST', '/optional/del', ['currency_id']],
  ['POST', '/set/lang', ['lang']],
  ['POST', '/sms_mail', ['user_string', 'scene']],
  ['POST', '/sms_send', ['mobile', 'area_code', 'country_code', 'scene']],
  ['POST', '/user/bindAuthenticator', ['google_code']],
  ['POST', '/user/check', []],
  ['POST', '/user/check_email', ['user_string', 'scene', 'email_code', 'type']],
  ['POST', '/user/forget', ['account', 'password', 'repassword', 'code', 'type']],
  ['POST', '/user/login', ['user_string', 'password', 'type', 'code', 'area_code']],
  [
    'POST',
    '/user/register',
    ['type', 'user_string', 'password', 're_password', 'code', 'area_code', 'extension_code'],
  ],
  ['POST', '/wallet/list', []],
];

const VALUES: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e308',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '\u0000',
  '\uffff\ud800',
  '😀'.repeat(500),
  'a'.repeat(100_000),
  '{{lang}}',
  '__proto__',
  'constructor',
  '$.x',
  '+86 138 0013 8000 ext 9',
  '1mon',
  'BTC/USDT',
];
const JSON_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  [1, 2],
  {},
  { $ne: 1 },
  { __proto__: { a: 1 } },
  'x'.repeat(50_000),
];

export interface Outcome {
  tried: number;
  clean: number;
  errors500: number;
  failures: string[];
}

function judge(answer: Answer | Error, where: string, outcome: Outcome, raw = false) {
  outcome.tried++;
  if (answer instanceof Error) {
    outcome.failures.push(`${where}: ${answer.message}`);
    return;
  }
  if (answer.status >= 500) outcome.errors500++;
  const traced = /\bat \S+ \(|node:internal|\/mocks\/|\.ts:\d+/.test(answer.body);
  let ok = answer.status > 0 && answer.status < 500 && !traced;
  if (ok && !raw && answer.status !== 204 && answer.body !== '') {
    try {
      const json = JSON.parse(answer.body) as { type?: unknown; message?: unknown; code?: unknown; msg?: unknown };
      // every envelope is {type, message} but the candle call's own {code, msg, data} (wire-facts §1)
      ok =
        (typeof json.type === 'string' && json.message !== undefined) ||
        (typeof json.code === 'number' && typeof json.msg === 'string');
    } catch {
      ok = false;
    }
  }
  if (ok) outcome.clean++;
  else if (outcome.failures.length < 15)
    outcome.failures.push(`${where} → ${answer.status} ${answer.body.slice(0, 120)}`);
}

/** Every request of the corpus, as thunks. */
function corpus(base: string, token: string): [string, () => Promise<Answer>][] {
  const out: [string, () => Promise<Answer>][] = [];
  const auth = { authorization: token };
  for (const [method, path, fields] of CALLS) {
    const keys = fields.length ? fields : ['x'];
    for (const value of VALUES) {
      const params = Object.fromEntries(keys.map((k) => [k, String(value)]));
      if (method === 'GET') {
        out.push([
          `${method} ${path} ?${String(value).slice(0, 20)}`,
          () => call(base, 'GET', `${path}?${new URLSearchParams(params)}`, { headers: auth }),
        ]);
      } else {
        out.push([
          `${method} ${path} form ${String(value).slice(0, 20)}`,
          () =>
            call(base, method, path, {
              headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(params).toString(),
            }),
        ]);
        out.push([
          `${method} ${path} query ${String(value).slice(0, 20)}`,
          () => call(base, method, `${path}?${new URLSearchParams(params)}`, { headers: auth }),
        ]);
      }
    }
    if (method === 'POST') {
      for (const value of JSON_VALUES) {
        const body = JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));
        out.push([
          `${path} json ${body.slice(0, 30)}`,
          () => call(base, 'POST', path, { headers: { ...auth, 'content-type': 'application/json' }, body }),
        ]);
      }
      const broken: [string, Record<string, string>, string | Buffer][] = [
        ['bad json', { 'content-type': 'application/json' }, '{"user_string": '],
        ['json array', { 'content-type': 'application/json' }, '[1,2,3]'],
        ['json scalar', { 'content-type': 'application/json' }, '42'],
        ['deep json', { 'content-type': 'application/json' }, '['.repeat(50_000) + ']'.repeat(50_000)],
        ['multipart no boundary', { 'content-type': 'multipart/form-data' }, 'a=1'],
        ['multipart garbage', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nnope'],
        [
          'multipart truncated',
          { 'content-type': 'multipart/form-data; boundary=x' },
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        ],
        ['multipart empty', { 'content-type': 'multipart/form-data; boundary=x' }, ''],
        ['binary', { 'content-type': 'application/octet-stream' }, Buffer.from([0, 255, 254, 1, 2, 3])],
        [
          'invalid utf-8 form',
          { 'content-type': 'application/x-www-form-urlencoded' },
          Buffer.from([0x61, 0x3d, 0xc3, 0x28]),
        ],
        [
          'bad percent form',
          { 'content-type': 'application/x-www-form-urlencoded' },
          'user_string=%E0%A4%A&password=%',
        ],
        ['gzip claimed', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"a":1}'],
        ['no type', {}, 'user_string=a&password=b'],
        ['too large', { 'content-type': 'application/json' }, Buffer.alloc(2 * 1024 * 1024, 0x61)],
        ['wrong charset', { 'content-type': 'application/json; charset=utf-16' }, '{"a":1}'],
      ];
      for (const [name, headers, body] of broken)
        out.push([
          `${path} ${name}`,
          () => call(base, 'POST', path, { headers: { ...auth, ...headers }, body }),
        ]);
    }
    for (const wrong of [
      'PUT',
      'DELETE',
      'PATCH',
      'TRACE',
      'PROPFIND',
      'HEAD',
      method === 'GET' ? 'POST' : 'GET',
    ])
      out.push([`${wrong} ${path}`, () => call(base, wrong, path, { headers: auth })]);
    out.push([
      `${path} bad token`,
      () => call(base, method, path, { headers: { authorization: `Bearer ${'\u00ff'.repeat(10)}x'; DROP` } }),
    ]);
    out.push([
      `${path} bad percent query`,
      () => call(base, method, `${path}?lang=%ZZ&x=%`, { headers: auth }),
    ]);
  }
  return out;
}

/** Requests Node's parser rejects or that never reach a handler: sent as raw bytes. */
function rawCorpus(port: number): [string, () => Promise<Answer>][] {
  const wrap = (bytes: string | Buffer) => async (): Promise<Answer> => {
    const started = performance.now();
    const { status, text } = await rawRequest(port, bytes);
    const body = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    return { status, headers: {}, body, ms: performance.now() - started };
  };
  const close = 'Host: x\r\nConnection: close\r\n';
  return [
    ['headers > 16 KB', wrap(`GET /api/menu HTTP/1.1\r\n${close}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`)],
    [
      'many headers',
      wrap(
        `GET /api/menu HTTP/1.1\r\n${close}${Array.from({ length: 3000 }, (_, i) => `X-${i}: y\r\n`).join('')}\r\n`,
      ),
    ],
    ['url > 16 KB', wrap(`GET /api/menu?${'a'.repeat(20_000)} HTTP/1.1\r\n${close}\r\n`)],
    ['unknown method token', wrap(`FOO /api/menu HTTP/1.1\r\n${close}\r\n`)],
    ['CONNECT', wrap(`CONNECT 127.0.0.1:1 HTTP/1.1\r\n${close}\r\n`)],
    ['TRACE', wrap(`TRACE /api/menu HTTP/1.1\r\n${close}\r\n`)],
    ['bad request line', wrap(`GARBAGE\r\n\r\n`)],
    ['bad version', wrap(`GET /api/menu HTTP/9.9\r\n${close}\r\n`)],
    [
      'bad chunk',
      wrap(
        `POST /api/user/login HTTP/1.1\r\n${close}Transfer-Encoding: chunked\r\n\r\nZZZ\r\nabc\r\n0\r\n\r\n`,
      ),
    ],
    [
      'length + chunked',
      wrap(
        `POST /api/user/login HTTP/1.1\r\n${close}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      ),
    ],
    ['bad content-length', wrap(`POST /api/user/login HTTP/1.1\r\n${close}Content-Length: -1\r\n\r\n`)],
    ['null in header', wrap(`GET /api/menu HTTP/1.1\r\n${close}X-A: a\u0000b\r\n\r\n`)],
    ['absolute url', wrap(`GET http://evil.example/api/menu HTTP/1.1\r\n${close}\r\n`)],
    ['double slash', wrap(`GET //api//menu HTTP/1.1\r\n${close}\r\n`)],
    ['traversal', wrap(`GET /h5/../../etc/passwd HTTP/1.1\r\n${close}\r\n`)],
    ['encoded traversal', wrap(`GET /h5/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n${close}\r\n`)],
    ['manifest', wrap(`GET /h5/.vite/manifest.json HTTP/1.1\r\n${close}\r\n`)],
  ];
}

export async function runBadInputs(
  base: string,
  port: number,
  token: string,
  concurrency = 12,
): Promise<Outcome> {
  const outcome: Outcome = { tried: 0, clean: 0, errors500: 0, failures: [] };
  const api = `${base}/api`;
  const jobs = corpus(api, token).map(([where, run]) => [where, run, false] as const);
  const raws = rawCorpus(port).map(([where, run]) => [where, run, true] as const);
  let next = 0;
  const all = [...jobs, ...raws];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < all.length) {
        const [where, run, isRaw] = all[next++]!;
        judge(
          await run().catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
          where,
          outcome,
          isRaw,
        );
      }
    }),
  );
  return outcome;
}
