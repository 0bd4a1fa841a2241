/** Fixed socket pushes for the chart page's stories (prices near the demo exchange's BTC). */
export function depthFixture(symbol = 'BTC/USDT', levels = 20, step = 0) {
  const mid = 95_000 + step;
  const side = (dir: 1 | -1) =>
    Array.from({ length: levels }, (_, i) => [(mid + dir * (i + 1) * 0.5).toFixed(2), (0.125 + ((i * 7 + step) % 13) * 0.05).toFixed(4)] as [string, string]);
  return { symbol, bids: side(-1), asks: side(1), ts: Date.UTC(2026, 10, 1, 8, 0, 0) + step, demo: true };
}

export const tradesFixture = [
  { price: '95000.50', amount: '0.0150', side: 'buy', time: Date.UTC(2026, 10, 1, 7, 59, 58) },
  { price: '94999.00', amount: '0.2000', side: 'sell', time: Date.UTC(2026, 10, 1, 7, 59, 51) },
  { price: '95001.25', amount: '1.0500', side: 'buy', time: Date.UTC(2026, 10, 1, 7, 59, 40) },
];
