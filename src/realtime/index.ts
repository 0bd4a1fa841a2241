import { siteOrigin } from '@/api/base';
import { SocketManager, socketIoTransport, type SocketTransport } from './socket';

export { SocketManager, fixtureTransport, socketIoTransport, SOCKET_OPTIONS } from './socket';
export type { SocketStatus, SocketTransport, PushMessage } from './socket';
export { socketStatusAtom, isStaleAtom } from './state';

let manager: SocketManager | null = null;
let replaced: SocketTransport | null = null;

/** The app's socket manager (created on first use with the socket.io transport). */
export function getRealtime(): SocketManager {
  manager ??= new SocketManager(socketIoTransport(siteOrigin()));
  return manager;
}

/** Replaces the transport (Storybook, tests). */
export function setRealtimeTransport(transport: SocketTransport): SocketManager {
  manager?.disconnect();
  replaced = transport;
  manager = new SocketManager(transport);
  return manager;
}

/** The transport installed with `setRealtimeTransport` (stories push fixtures through it), if any. */
export function replacedTransport(): SocketTransport | null {
  return replaced;
}

/** Shorthand for `getRealtime().subscribe`. */
export function subscribe(channel: string, cb: (data: unknown) => void): () => void {
  return getRealtime().subscribe(channel, cb);
}
