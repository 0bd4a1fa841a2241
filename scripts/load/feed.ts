/**
 * The load test's sockets, opened as the app's socket manager opens them (src/realtime/transports.ts: socket.io 4,
 * polling then websocket, `feeds=channels` in the handshake, reconnecting): on every connect it subscribes to the
 * tickers (`daymarket`) and its pair's book (`market_depth:<symbol>`, every 500 ms, stamped `ts` by the server) and
 * sends `login(uid, token)` for the user's events. Lateness = receipt − the server's stamp: a book's `ts`, a settled
 * seconds bet's expiry (`closed_microorder`, `data.due_at`). Server and client share the machine's clock. A book is
 * stamped when its timer runs, so a server whose event loop stalls sends it late without its stamp showing it: the
 * wait between two books on one socket shows that (due every 500 ms).
 */
import { io, type Socket } from 'socket.io-client';

/** A push or event this long after its stamp, or after it was due, is late. */
export const LATE_MS = 1000;
/** How often the server sends a pair's book (mocks/server/marketFeeds.ts). */
export const DEPTH_MS = 500;

export class FeedWatch {
  readonly depthLateness: number[] = [];
  readonly settleLateness: number[] = [];
  /** Waits between two books on one socket while it was connected (due every `DEPTH_MS`). */
  readonly depthGaps: number[] = [];
  tickers = 0;
  leverTrade = 0;
  connected = 0;
  connectErrors = 0;
  disconnects = 0;
  loginsRefused = 0;
  private readonly sockets: Socket[] = [];
  private measuring = false;

  constructor(private readonly origin: string) {}

  /** Counts only from now on (connection storms of the sign-in phase are not the run's). */
  start() {
    this.measuring = true;
  }

  stop() {
    this.measuring = false;
  }

  /** Opens one user's socket; resolves once it is connected and subscribed (or after 20 s, counted as failed). */
  open(uid: number, token: string, symbol: string): Promise<void> {
    const socket = io(this.origin, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      forceNew: true,
      query: { feeds: 'channels' },
    });
    this.sockets.push(socket);
    let lastDepth = 0;
    socket.on('push', (push: { channel?: string; data?: { ts?: number } }) => {
      if (!this.measuring) return;
      const now = Date.now();
      if (push.channel === 'daymarket') this.tickers++;
      else if (push.channel?.startsWith('market_depth:') && typeof push.data?.ts === 'number') {
        this.depthLateness.push(now - push.data.ts);
        if (lastDepth) this.depthGaps.push(now - lastDepth);
        lastDepth = now;
      }
    });
    socket.on('closed_microorder', (event: { data?: { due_at?: number } }) => {
      if (this.measuring && typeof event.data?.due_at === 'number')
        this.settleLateness.push(Date.now() - event.data.due_at);
    });
    socket.on('lever_trade', () => {
      if (this.measuring) this.leverTrade++;
    });
    socket.on('disconnect', () => {
      lastDepth = 0;
      if (this.measuring) this.disconnects++;
    });
    return new Promise<void>((ready) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        this.connectErrors++;
        ready();
      }, 20_000);
      socket.on('connect', () => {
        // the app replays its subscriptions and its login on every connect
        socket.emit('sub', 'daymarket');
        socket.emit('sub', `market_depth:${symbol}`);
        socket.emit('login', uid, token, (ack: { ok?: boolean }) => {
          if (!ack?.ok) this.loginsRefused++;
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          this.connected++;
          ready();
        });
      });
    });
  }

  close() {
    for (const socket of this.sockets) socket.close();
  }
}
