import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { depthCodec } from './depth';
import { codecSubscribe, SocketManager, fixtureTransport, preloadFamilyFeeds } from './socket';
import { ChannelStore } from './store';
import { DAYMARKET, TickerStore, tickersCodec } from './tickers';
import { makeMarket } from '@/testing/market';
import { holdFrame } from '@/lib/frames';

function setup(throttleMs = 150) {
  const transport = fixtureTransport('connected');
  const manager = new SocketManager(transport);
  manager.connect();
  const store = new TickerStore(codecSubscribe(manager, tickersCodec), { throttleMs });
  return { transport, manager, store };
}

const btc = makeMarket('BTC', { price: '100.00', change: '1.00' });
const eth = makeMarket('ETH', { price: '10.00', change: '-1.00' });
const tick = (symbol: string, price: string, change = '0.50') => ({
  symbol,
  price,
  open: '1',
  high: '1',
  low: '1',
  volume: '1',
  turnover: '1',
  change,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TickerStore', () => {
  beforeAll(() => preloadFamilyFeeds());

  it('publishes the first snapshot at once and merges pushes into it', () => {
    const { transport, store } = setup();
    const listener = vi.fn();
    const off = store.subscribeSymbol('BTC/USDT', listener);
    store.applySnapshot([btc, eth], 0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('BTC/USDT')?.price).toBe('100.00');

    transport.push(DAYMARKET, [tick('BTC/USDT', '101.50')]);
    // merged outside React, not yet published
    expect(store.get('BTC/USDT')?.price).toBe('100.00');
    vi.advanceTimersByTime(150);
    expect(store.get('BTC/USDT')).toMatchObject({
      price: '101.50',
      change: '0.50',
      price_precision: 2,
      currency_id: 100,
    });
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('throttles: ten pushes within the window give one publish with the last values', () => {
    const { transport, store } = setup(200);
    store.applySnapshot([btc], 0);
    const listener = vi.fn();
    store.subscribeSymbol('BTC/USDT', listener);
    for (let i = 0; i < 10; i++) transport.push(DAYMARKET, [tick('BTC/USDT', `${100 + i}.00`)]);
    vi.advanceTimersByTime(199);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('BTC/USDT')?.price).toBe('109.00');
  });

  it('notifies only the listeners of the symbols that changed', () => {
    const { transport, store } = setup();
    store.applySnapshot([btc, eth], 0);
    const onBtc = vi.fn();
    const onEth = vi.fn();
    store.subscribeSymbol('BTC/USDT', onBtc);
    store.subscribeSymbol('ETH/USDT', onEth);
    transport.push(DAYMARKET, [tick('ETH/USDT', '11.00')]);
    vi.advanceTimersByTime(150);
    expect(onEth).toHaveBeenCalledTimes(1);
    expect(onBtc).not.toHaveBeenCalled();
  });

  it('subscribes to daymarket once for many listeners and leaves when the last one goes', () => {
    const { transport, manager, store } = setup();
    const offs = Array.from({ length: 50 }, (_, i) => store.subscribeSymbol(`S${i}`, () => {}));
    expect(manager.listenerCount(DAYMARKET)).toBe(1);
    expect(transport.sent.filter((s) => s.event === 'sub' && s.channel === DAYMARKET)).toHaveLength(1);
    offs.forEach((off) => off());
    expect(manager.listenerCount(DAYMARKET)).toBe(0);
    expect(transport.sent.at(-1)).toEqual({ event: 'unsub', channel: DAYMARKET });
  });

  it('keeps the last values while disconnected', () => {
    const { transport, store } = setup();
    store.applySnapshot([btc], 0);
    store.subscribeSymbol('BTC/USDT', () => {});
    transport.push(DAYMARKET, [tick('BTC/USDT', '105.00')]);
    vi.advanceTimersByTime(150);
    transport.setStatus('disconnected');
    vi.advanceTimersByTime(5000);
    expect(store.get('BTC/USDT')?.price).toBe('105.00');
  });

  it('ignores malformed pushes and lets newer pushes win over an older snapshot', () => {
    const { transport, store } = setup();
    store.applySnapshot([btc], 0);
    store.subscribeSymbol('BTC/USDT', () => {});
    vi.setSystemTime(10_000);
    transport.push(DAYMARKET, [{ symbol: 'BTC/USDT' }, tick('BTC/USDT', '102.00')]);
    vi.advanceTimersByTime(150);
    expect(store.get('BTC/USDT')?.price).toBe('102.00');
    // a refetched snapshot answered before the push does not roll the price back
    store.applySnapshot([{ ...btc, price: '99.00' }], 5_000);
    expect(store.get('BTC/USDT')?.price).toBe('102.00');
    // one fetched after it does
    store.applySnapshot([{ ...btc, price: '103.00' }], 20_000);
    expect(store.get('BTC/USDT')?.price).toBe('103.00');
  });
});

describe("TickerStore on the family's daymarket", () => {
  beforeEach(() => preloadFamilyFeeds());

  const daymarket = (over: Record<string, unknown> = {}) => ({
    type: 'daymarket',
    period: '1day',
    match_id: 1,
    currency_id: 100,
    currency_name: 'BTC',
    legal_id: 3,
    legal_name: 'USDT',
    symbol: 'BTC/USDT',
    open: 99,
    close: '104.5',
    high: '105',
    low: '98',
    volume: '1200.5',
    time: 1_700_000_000_000,
    now_price: '104.5',
    change: '+5.56',
    api_form: 'huobi_websocket',
    ...over,
  });

  it('merges one pair per event; a figure the event leaves out keeps its REST value', () => {
    const { transport, store } = setup();
    store.applySnapshot([btc, eth], 0);
    const onBtc = vi.fn();
    store.subscribeSymbol('BTC/USDT', onBtc);
    transport.event('daymarket', daymarket({ open: undefined }));
    vi.advanceTimersByTime(150);
    expect(store.get('BTC/USDT')).toMatchObject({
      price: '104.5',
      open: btc.open,
      change: '5.56',
      volume: '1200.5',
      turnover: '125452.25',
      price_precision: 2,
    });
    expect(onBtc).toHaveBeenCalledTimes(1);
    expect(store.get('ETH/USDT')?.price).toBe('10.00');
  });

  it('drops an event it cannot read', () => {
    const { transport, store } = setup();
    store.applySnapshot([btc], 0);
    store.subscribeSymbol('BTC/USDT', () => {});
    transport.event('daymarket', daymarket({ now_price: 'abc', close: undefined }));
    transport.event('daymarket', 'garbage');
    vi.advanceTimersByTime(150);
    expect(store.get('BTC/USDT')?.price).toBe('100.00');
  });
});

describe('ChannelStore', () => {
  it('shows exactly the levels received and publishes the first value at once', () => {
    const { transport, manager } = setup();
    const store = new ChannelStore(codecSubscribe(manager, depthCodec), (_p, d) => d, 150);
    const listener = vi.fn();
    store.subscribe('market_depth:BTC/USDT', listener);
    const depth = { symbol: 'BTC/USDT', bids: [['1', '2']], asks: [], ts: 1, demo: true };
    transport.push('market_depth:BTC/USDT', depth);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('market_depth:BTC/USDT')).toEqual(depth);
  });

  it('holds its writes while a chart redraw has the frame, then publishes the latest value once', () => {
    const { transport, manager } = setup();
    const store = new ChannelStore(codecSubscribe(manager, depthCodec), (_p, d) => d, 150);
    const tickers = new TickerStore(codecSubscribe(manager, tickersCodec), { throttleMs: 150 });
    tickers.applySnapshot([btc], 0);
    const onBook = vi.fn();
    const onTicker = vi.fn();
    store.subscribe('market_depth:BTC/USDT', onBook);
    tickers.subscribeSymbol('BTC/USDT', onTicker);
    const depth = (ts: number) => ({ symbol: 'BTC/USDT', bids: [['1', '2']], asks: [], ts, demo: true });
    transport.push('market_depth:BTC/USDT', depth(1));
    expect(onBook).toHaveBeenCalledTimes(1);

    const release = holdFrame();
    transport.push('market_depth:BTC/USDT', depth(2));
    transport.push(DAYMARKET, [tick('BTC/USDT', '101.00')]);
    vi.advanceTimersByTime(150);
    transport.push('market_depth:BTC/USDT', depth(3));
    vi.advanceTimersByTime(150);
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onTicker).not.toHaveBeenCalled();
    release();
    expect(onBook).toHaveBeenCalledTimes(2);
    expect(store.get('market_depth:BTC/USDT')).toEqual(depth(3));
    expect(onTicker).toHaveBeenCalledTimes(1);
    expect(tickers.get('BTC/USDT')?.price).toBe('101.00');
  });
});
