/**
 * The trade area on the Node server: a sweep every `intervalMs` (resting orders fill, stops and liquidations
 * close, seconds orders settle, whoever is online) and the family's user events (wire-facts §4), in each
 * user's language:
 *
 *   closed_microorder  `{ data: <the whole micro order row> }` for every settlement, whichever sweep made it
 *                      (this timer's or the one at the start of an API call)
 *   lever_trade        every second to each user with a pending contract order or an open position, and at
 *                      once after a sweep changed one of the user's contract orders
 *
 * Nothing escapes the timer: a failure is logged and the next tick runs.
 */
import type { Engine, ServerKey } from '../engine';
import { t } from '../handlers/_util';
import { leverTradeWire, microOrderWire } from '../handlers/wire/trade';
import type { EventPayload } from './feeds';

type ToUser = (uid: number, event: string, payload: EventPayload) => number;

export function startTrading(
  engine: Engine,
  toUser: ToUser,
  options: { intervalMs: number; log: (line: string) => void },
) {
  const { log } = options;
  const translator = (uid: number) => {
    const lang = engine.user.userById(uid)?.lang ?? undefined;
    return (key: ServerKey) => t(lang, key);
  };
  const pushLever = (uid: number) => {
    try {
      toUser(uid, 'lever_trade', leverTradeWire(engine.trade.leverPush(uid), translator(uid)));
    } catch (error) {
      log(`[trading] lever_trade to ${uid} failed: ${String(error)}`);
    }
  };

  const stopListening = engine.trade.onSweep((report) => {
    for (const order of report.micro) {
      try {
        const account = engine.user.userById(order.user_id)?.account ?? '';
        const data = microOrderWire(order, translator(order.user_id), report.at, account);
        toUser(order.user_id, 'closed_microorder', { data });
      } catch (error) {
        log(`[trading] closed_microorder ${order.id} failed: ${String(error)}`);
      }
    }
    for (const uid of new Set(report.lever.map((o) => o.user_id))) pushLever(uid);
  });

  let ticks = 0;
  const run = () => {
    try {
      engine.trade.sweep();
      if (++ticks % Math.max(1, Math.round(1000 / options.intervalMs)) !== 0) return;
      for (const uid of engine.trade.leverUsers()) pushLever(uid);
    } catch (error) {
      log(`[trading] tick failed: ${String(error)}`);
    }
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
