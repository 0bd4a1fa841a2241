/**
 * The request a call puts on the wire (spec §7): `<base>/<path>`, the language on every call, the token as
 * `Authorization`, GET/DELETE parameters in the query, POST/PUT parameters as a form (default) or JSON body.
 * The client sends it; index.html's landing calls (`./early`) build theirs with it too, so both are the same
 * request, byte for byte.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, string | number | boolean | null | undefined>;

export interface CallShape {
  method?: Method;
  params?: Params;
  /** Body encoding for POST/PUT: form (default, spec §7) or JSON. */
  json?: boolean;
}

export interface WireRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export function encode(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out.append(k, String(v));
  return out;
}

export function buildRequest(
  base: string,
  path: string,
  shape: CallShape,
  lang: string,
  token: string | null,
): WireRequest {
  const method = shape.method ?? 'POST';
  const params: Params = { ...shape.params, lang };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  if (method === 'GET' || method === 'DELETE')
    return { method, url: `${url}?${encode(params).toString()}`, headers };
  if (shape.json) {
    headers['Content-Type'] = 'application/json';
    return { method, url, headers, body: JSON.stringify(params) };
  }
  headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return { method, url, headers, body: encode(params).toString() };
}
