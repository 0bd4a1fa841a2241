/**
 * The benchmark's load (scripts/bench-ui.ts): the page-side hook that lets it hand socket.io frames to the
 * page's own WebSocket, and the frames themselves — 50 tickers and a 20-level book per tick.
 */

/**
 * Before any app script: the page's WebSocket keeps a handle for the benchmark, drops the server's own
 * `push` and `lever_trade` frames (while `__benchHold` is set) and accepts frames from `__benchInject`, which
 * travel the same `onmessage` path as the server's.
 */
export const INIT = `(() => {
  const Native = window.WebSocket;
  const open = [];
  const injected = new WeakSet();
  class BenchSocket extends Native {
    constructor(...args) { super(...args); open.push(this); }
    set onmessage(fn) {
      super.onmessage = fn && ((ev) => {
        if (window.__benchHold && !injected.has(ev) && typeof ev.data === 'string' && /^42\\["(push|lever_trade)"/.test(ev.data)) return;
        return fn.call(this, ev);
      });
    }
    get onmessage() { return super.onmessage; }
  }
  window.WebSocket = BenchSocket;
  window.__benchHold = true;
  window.__benchReady = () => open.some((s) => s.readyState === 1 && s.onmessage);
  window.__benchInject = (frame) => {
    const ws = open.filter((s) => s.readyState === 1).pop();
    if (!ws) return false;
    const ev = new MessageEvent('message', { data: frame });
    injected.add(ev);
    ws.dispatchEvent(ev);
    return true;
  };
  window.__name = (f) => f;
})();`;

export interface Market {
  symbol: string;
  price: string;
  open: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
  change: string;
  kind?: string;
}

/** Pre-built socket.io frames (`42["push",{channel,data}]`), one per tick: nothing is built while measuring. */
export function frames(markets: Market[], ticks: number): string[][] {
  // every listed pair, then (the demo exchange lists fewer than 50) unlisted ones: decoded, checked and stored
  // like the others, shown nowhere
  const pairs = markets.slice(0, 50);
  for (let n = 0; pairs.length < 50; n++) {
    pairs.push({
      symbol: `BENCH${n}/USDT`,
      price: '1.2345',
      open: '1.2',
      high: '1.3',
      low: '1.1',
      volume: '1000',
      turnover: '1200',
      change: '2.87',
    });
  }
  const out: string[][] = [];
  const btc = Number(markets.find((m) => m.symbol === 'BTC/USDT')?.price ?? 60000);
  for (let i = 0; i < ticks; i++) {
    const tickers = pairs.map((m, s) => {
      const base = Number(m.open) || Number(m.price) || 1;
      const price = base * (1 + Math.sin((i + s) / 5) / 50);
      const digits = Math.max(2, (m.price.split('.')[1] ?? '').length);
      return {
        symbol: m.symbol,
        price: price.toFixed(digits),
        open: m.open,
        high: m.high,
        low: m.low,
        volume: (Number(m.volume) + i).toFixed(2),
        turnover: (Number(m.turnover) + i * base).toFixed(2),
        change: ((price / base - 1) * 100).toFixed(2),
      };
    });
    const mid = btc + Math.sin(i / 7) * 50;
    const bids: [string, string][] = [];
    const asks: [string, string][] = [];
    for (let l = 0; l < 20; l++) {
      bids.push([(mid - 0.5 - l * 0.5).toFixed(2), (0.1 + ((i * 7 + l * 13) % 50) / 10).toFixed(4)]);
      asks.push([(mid + 0.5 + l * 0.5).toFixed(2), (0.1 + ((i * 11 + l * 17) % 50) / 10).toFixed(4)]);
    }
    const depth = { symbol: 'BTC/USDT', bids, asks, ts: 1_700_000_000_000 + i * 100, demo: true };
    out.push([
      `42${JSON.stringify(['push', { channel: 'daymarket', data: tickers }])}`,
      `42${JSON.stringify(['push', { channel: 'market_depth:BTC/USDT', data: depth }])}`,
    ]);
  }
  return out;
}
