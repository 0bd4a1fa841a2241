/** The API family's envelopes (wire facts §1: `{type, message}`), for MSW handlers in stories and tests. */
export const ok = (message: unknown) => ({ type: 'ok', message });
/** A refusal the user reads (`type: 'error'`, the server's translated text). */
export const refusal = (message: string) => ({ type: 'error', message });
