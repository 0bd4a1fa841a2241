import { resolveApiBase, type BaseEnv } from '@/api/base';

/**
 * Where the socket connects and with which client (decision 56).
 *
 * - `VITE_SOCKET_URL` (origin) and `VITE_SOCKET_PATH` (default `/socket.io`): a family platform often runs its
 *   push server on a port of its own (2000) or behind a path of its own (`/wss/socket.io/`); by default the
 *   socket goes to the API's site (the API base without `/api`).
 * - `VITE_SOCKET_PROTOCOL` = `v2` | `v4`: the client. `v2` (socket.io-client 2, Engine.IO 3) is the only one a
 *   family push server (phpsocket.io) accepts; our demo exchange accepts both. When unset, `v4` (the lighter,
 *   maintained client) only where the API base rule lands on the page's own dev/demo server (a page with a
 *   port and no `VITE_API_BASE` / `VITE_PRODUCTION_HOST`: `npm start`); `v2` everywhere else, since a page on a
 *   plain host or pointed at another host talks to a platform.
 */
export type SocketProtocol = 'v2' | 'v4';

export interface SocketEnv extends BaseEnv {
  VITE_SOCKET_URL?: string;
  VITE_SOCKET_PATH?: string;
  VITE_SOCKET_PROTOCOL?: string;
}

export interface SocketConfig {
  url: string;
  path: string;
  protocol: SocketProtocol;
}

export function resolveSocketConfig(
  loc: Pick<Location, 'host' | 'hostname' | 'port' | 'origin'>,
  env: SocketEnv,
): SocketConfig {
  const site = resolveApiBase(loc, env).replace(/\/api$/, '');
  const url = env.VITE_SOCKET_URL?.trim().replace(/\/+$/, '') || site;
  const path = env.VITE_SOCKET_PATH?.trim() || '/socket.io';
  const wanted = env.VITE_SOCKET_PROTOCOL?.trim().toLowerCase();
  const ownServer =
    !env.VITE_API_BASE?.trim() &&
    !env.VITE_PRODUCTION_HOST?.trim() &&
    Boolean(loc.port) &&
    url === loc.origin;
  const protocol: SocketProtocol = wanted === 'v2' || wanted === 'v4' ? wanted : ownServer ? 'v4' : 'v2';
  return { url, path, protocol };
}
