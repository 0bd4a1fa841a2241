import { resolveSocketConfig, type SocketEnv } from './config';
import { SocketManager, type SocketTransport } from './socket';
import { socketIoTransport } from './transports';

let manager: SocketManager | null = null;
let replaced: SocketTransport | null = null;

/** The app's socket manager (created on first use with the configured socket.io transport). */
export function getRealtime(): SocketManager {
  manager ??= new SocketManager(
    socketIoTransport(resolveSocketConfig(window.location, import.meta.env as SocketEnv)),
  );
  return manager;
}

/** Replaces the transport (Storybook, tests). */
export function setRealtimeTransport(transport: SocketTransport): SocketManager {
  manager?.dispose();
  replaced = transport;
  manager = new SocketManager(transport);
  return manager;
}

/** The transport installed with `setRealtimeTransport` (stories push fixtures through it), if any. */
export function replacedTransport(): SocketTransport | null {
  return replaced;
}

/**
 * One `create(manager)` per socket manager (a family's store), made on first use: a replaced transport
 * (every Storybook story gets its own) starts from empty stores.
 */
export function perManager<T>(create: (manager: SocketManager) => T): (manager?: SocketManager) => T {
  const made = new WeakMap<SocketManager, T>();
  return (manager = getRealtime()) => {
    let value = made.get(manager);
    if (value === undefined) made.set(manager, (value = create(manager)));
    return value;
  };
}
