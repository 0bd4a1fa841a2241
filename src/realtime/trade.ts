/**
 * The trade feeds' door (`@/realtime/trade`, as `@/realtime/market` is the market's): the user's contract
 * account — positions.ts (`lever_trade`) — and seconds settlement — seconds.ts (`closed_microorder`). Both are
 * user events: they arrive once the socket's session is set (RealtimeBridge), on either server. See README.md.
 */
export { useLeverPushLive, useLeverPushStale } from './positions';
export { onMicroOrderClosed } from './seconds';
