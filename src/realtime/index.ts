/**
 * The realtime layer's door (README.md): the core — one socket manager, its transports, the generic stores —
 * (the market channel families are behind `@/realtime/market`). The app shell imports `./RealtimeBridge` (core only), so the families and their
 * schemas load with the pages that use them.
 */
export { getRealtime } from './connection';
export type { SocketStatus } from './socket';
