/**
 * The market feeds' door (kept so `@/realtime/market` imports keep working): the four market channel
 * families — tickers.ts (`daymarket`), depth.ts (`market_depth:<symbol>`), kline.ts (`kline:<symbol>:<period>`),
 * trades.ts (`trades:<symbol>`) — and the recently viewed pairs (recent.ts). See README.md.
 *
 * Stories: `.storybook/preview.tsx` installs a `fixtureTransport` per story; nothing ticks unless the story
 * pushes. Push through it with `storyFeed()` from `src/testing/realtime.ts`:
 *   `storyFeed().push('daymarket', tickers)`, `storyFeed().push('market_depth:BTC/USDT', depth)`,
 *   `storyFeed().setStatus('disconnected')` — call it in `play` (after the preview decorator ran).
 */
import { getRealtime } from './connection';
import { depthStore } from './depth';
import type { SocketManager } from './socket';
import { tickerStore } from './tickers';
import { tradesStore } from './trades';

export { useMarketMeta, useTicker, useTickers } from './tickers';
export { useDepthLive, useDepthStatus } from './depth';
export { klineChannel } from './kline';
export { useTrades } from './trades';
export { useMarketStale } from './state';
export { useClearRecentSymbols, useRecentSymbols, useRecordRecentSymbol } from './recent';

/** The market stores of a socket manager (default: the app's). */
export function marketFeeds(manager: SocketManager = getRealtime()) {
  return { tickers: tickerStore(manager), depth: depthStore(manager), trades: tradesStore(manager) };
}
