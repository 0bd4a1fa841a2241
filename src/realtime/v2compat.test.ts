// @vitest-environment node
/**
 * The app's socket layer against the family's push server protocol: a socket.io 2 server (Engine.IO 3, what
 * phpsocket.io speaks) with the family's behaviour — `login` joins the uid's room, market events go to every
 * client, user events to the room, event name = payload `type` — and the app's real transport configured
 * for `v2`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Server from 'socket.io-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMarket } from '@/testing/market';
import type { Candle } from '@/api/schemas/market';
import { depthChannel, depthStore } from './depth';
import { klineChannel, klineCodec } from './kline';
import { SocketManager, codecSubscribe, type SocketStatus } from './socket';
import { DAYMARKET, tickerStore, tickersCodec } from './tickers';
import type { TickerUpdate } from '@/api/feeds';
import { socketIoTransport } from './transports';

const http = createServer();
const io = Server(http, { path: '/socket.io', serveClient: false });
const logins: unknown[][] = [];
const otherEvents: string[] = [];
let url = '';

const daymarket = {
  type: 'daymarket',
  period: '1day',
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  open: '94000',
  close: '95500.5',
  high: '96000',
  low: '93000',
  volume: '1234.5',
  time: 1_700_000_000_000,
  now_price: '95500.5',
  change: '+1.60',
  api_form: 'huobi_websocket',
};

io.on('connection', (socket) => {
  // phpsocket.io's web-msg-sender: `login` takes the uid (a PHP closure ignores further arguments)
  socket.on('login', (...args: never[]) => {
    logins.push(args);
    socket.join(String(args[0]));
    // market broadcasts, to every connected socket
    io.emit('daymarket', daymarket);
    const pair = {
      currency_id: 1,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
      symbol: 'BTC/USDT',
    };
    io.emit('market_depth', {
      type: 'market_depth',
      ...pair,
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      bids: JSON.stringify([['95500', '1.5']]), // some forks send a JSON string
      asks: [
        ['95502', '0.5'],
        ['95501', '2'],
      ], // and reverse the asks
    });
    io.emit('kline', {
      type: 'kline',
      period: '1min',
      match_id: 1,
      ...pair,
      open: '95400',
      close: '95500.5',
      high: '95600',
      low: '95300',
      volume: '12',
      time: 1_700_000_040_000,
    });
  });
  socket.on('sub', () => otherEvents.push('sub'));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

const until = async (check: () => boolean, ms = 5000) => {
  for (let waited = 0; waited < ms && !check(); waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe("the app's socket layer on a v2 (Engine.IO 3) push server", () => {
  it('connects with the v2 client, logs in with the numeric user id and maps the market pushes', async () => {
    const manager = new SocketManager(socketIoTransport({ url, path: '/socket.io', protocol: 'v2' }));
    const statuses: SocketStatus[] = [];
    manager.onStatus((s) => statuses.push(s));
    const pushed: TickerUpdate[][] = [];
    const off = codecSubscribe(manager, tickersCodec)(DAYMARKET, (updates) => pushed.push(updates));
    const store = tickerStore(manager);
    store.applySnapshot([makeMarket('BTC', { price: '95000.00', turnover: '5000000' })], 0);
    const offRow = store.subscribeSymbol('BTC/USDT', () => {});
    const books = depthStore(manager);
    const offBook = books.subscribe(depthChannel('BTC/USDT'), () => {});
    const candles: Candle[] = [];
    const offKline = codecSubscribe(manager, klineCodec)(klineChannel('BTC/USDT', '1min'), (c) =>
      candles.push(c),
    );
    manager.setSession({ uid: 7, token: 'f'.repeat(32) });
    manager.connect();
    try {
      await until(() => pushed.length > 0);
      expect(statuses).toContain('connected');
      expect(logins[0]).toEqual([7, 'f'.repeat(32)]);
      expect(typeof logins[0]![0]).toBe('number');
      expect(pushed[0]).toEqual([
        {
          symbol: 'BTC/USDT',
          price: '95500.5',
          open: '94000',
          high: '96000',
          low: '93000',
          volume: '1234.5',
          change: '1.60',
          turnover: '117895367.25',
        },
      ]);
      // the store merges it into the pair's row (published after its throttle)
      await until(() => store.get('BTC/USDT')?.price === '95500.5');
      expect(store.get('BTC/USDT')).toMatchObject({ change: '1.60', name: 'BTC', price_precision: 2 });
      await until(() => books.get(depthChannel('BTC/USDT')) !== undefined && candles.length > 0);
      expect(books.get(depthChannel('BTC/USDT'))).toEqual({
        symbol: 'BTC/USDT',
        bids: [['95500', '1.5']],
        asks: [
          ['95501', '2'],
          ['95502', '0.5'],
        ],
        demo: false,
      });
      expect(candles[0]).toEqual({
        time: 1_700_000_040_000,
        open: '95400',
        high: '95600',
        low: '95300',
        close: '95500.5',
        volume: '12',
      });
      // our `sub` reaches a family server as an event it has no use for: harmless
      expect(otherEvents).toContain('sub');
    } finally {
      off();
      offRow();
      offBook();
      offKline();
      manager.dispose();
    }
  });
});
