/**
 * Types for the socket.io 2.x packages (npm aliases, package.json), which ship none: only what this
 * repository calls. `socket.io-client-v2` is the family's client (Engine.IO 3); `socket.io-v2` is the
 * family's server protocol, for tests only.
 */
declare module 'socket.io-client-v2' {
  interface V2ClientOptions {
    path?: string;
    transports?: string[];
    reconnection?: boolean;
    reconnectionAttempts?: number;
    reconnectionDelay?: number;
    reconnectionDelayMax?: number;
    randomizationFactor?: number;
    timeout?: number;
    forceNew?: boolean;
    autoConnect?: boolean;
    query?: Record<string, string>;
  }
  interface V2ClientSocket {
    readonly connected: boolean;
    readonly id: string;
    readonly io: { on(event: string, cb: (...args: unknown[]) => void): unknown };
    on(event: string, cb: (...args: never[]) => void): this;
    off(event: string, cb?: (...args: never[]) => void): this;
    emit(event: string, ...args: unknown[]): this;
    connect(): this;
    disconnect(): this;
    close(): this;
  }
  function io(url: string, options?: V2ClientOptions): V2ClientSocket;
  export default io;
}

declare module 'socket.io-v2' {
  import type { Server as HttpServer } from 'node:http';

  interface V2ServerSocket {
    readonly id: string;
    readonly rooms: Record<string, string>;
    on(event: string, cb: (...args: never[]) => void): this;
    emit(event: string, ...args: unknown[]): boolean;
    join(room: string, cb?: (err?: unknown) => void): this;
    leave(room: string, cb?: (err?: unknown) => void): this;
    disconnect(close?: boolean): this;
  }
  interface V2Server {
    on(event: 'connection', cb: (socket: V2ServerSocket) => void): this;
    to(room: string): { emit(event: string, ...args: unknown[]): unknown };
    emit(event: string, ...args: unknown[]): unknown;
    close(cb?: () => void): void;
  }
  function Server(http: HttpServer, options?: { path?: string; serveClient?: boolean }): V2Server;
  export default Server;
}
