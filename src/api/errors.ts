/** Why a call failed; the UI decides what to show from `kind`, the text is already translated. */
export type ApiErrorKind =
  | 'business' // the server said no (type 'error' …): message is the server's
  | 'session' // type 999
  | 'verify' // type 998
  | 'google' // login needs the authenticator code
  | 'http' // status other than 200
  | 'timeout'
  | 'network'
  | 'invalid'; // garbage, HTML error page, missing field

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly options: { status?: number; method?: string; path?: string; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Only idempotent reads are retried, and only for transport failures — never a POST. */
  get retryable(): boolean {
    return this.options.method === 'GET' && (this.kind === 'network' || this.kind === 'timeout' || (this.options.status ?? 0) >= 500);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
