/**
 * Trade area (issue 13; docs/decisions.md, rows 58–64): spot orders, perpetual contracts, seconds contracts
 * and demo accounts, every amount moved through the ledger. One file per concern:
 *
 *   types.ts         documents, collections, the open-order index   params.ts   reading and refusing fields
 *   spot.ts          spot orders (`/coin/*`)                         seconds.ts  seconds contracts (`/microtrade/*`)
 *   contractMath.ts  the contract formulas (pure)                    contractBook.ts  contract money: open, fill…
 *   contract.ts      contract calls (`/lever/*`)                     contractView.ts  rows valued now, account figures
 *   demo.ts          demo twins (`/user/demo_account`, …)            sweep.ts    the periodic pass over live orders
 *   orders.ts        one kind of order's documents: stored, numbered, looked up, paged, taken off the watch
 *
 * Every call sweeps first (so Storybook and vitest settle without a timer); the Node server also sweeps every
 * 500 ms (`mocks/server/trading.ts`) and pushes what changed.
 */
import type { EngineContext } from '../core';
import type { Ledger } from '../ledger';
import type { UserArea } from '../auth';
import { createDemo } from './demo';
import { createLever } from './contract';
import { createLeverBook } from './contractBook';
import { createLeverView, type LeverRow } from './contractView';
import { createMicro } from './seconds';
import { createSpot } from './spot';
import { createSweep } from './sweep';
import { watched, type Kit, type TradeMarket } from './types';

export type { LeverFigures, LeverRow } from './contractView';
export type { MicroOrderDoc, Page, SpotOrderDoc } from './types';

export function createTradeArea(
  ctx: EngineContext,
  deps: { user: UserArea; market: TradeMarket; ledger: Ledger },
) {
  const kit: Kit = { ctx, users: deps.user, market: deps.market, ledger: deps.ledger };
  const spot = createSpot(kit);
  const book = createLeverBook(kit);
  const view = createLeverView(kit);
  const lever = createLever(kit, book, view);
  const micro = createMicro(kit);
  const { sweep, onSweep } = createSweep(kit, { spot, lever: book, micro });
  const demo = createDemo(kit, (uid) => {
    spot.release(uid);
    book.release(uid);
    micro.release(uid);
  });

  /** The call, after a sweep at the engine's now. */
  const swept =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      // the sweep settles everyone's orders: no request's intent is stored with those (../ledger/intents.ts)
      deps.ledger.intents.outside(() => sweep());
      return fn(...args);
    };

  return {
    sweep,
    onSweep,

    spot: { place: swept(spot.place), list: swept(spot.list), cancel: swept(spot.cancel) },

    lever: {
      deal: swept(lever.deal),
      submit: swept(lever.submit),
      cancel: swept(lever.cancel),
      close: swept(lever.close),
      batchClose: swept(lever.batchClose),
      setStop: swept(lever.setStop),
      dealAll: swept(lever.dealAll),
      myTrade: swept(lever.myTrade),
    },

    micro: {
      payable: swept(micro.payable),
      seconds: micro.seconds,
      submit: swept(micro.submit),
      list: swept(micro.list),
      cancel: swept(micro.cancel),
    },

    demo: { create: swept(demo.create), switchTo: swept(demo.switchTo), reset: swept(demo.reset), ownerOf: demo.ownerOf },

    /** Users with a pending contract order or an open position (the `lever_trade` push goes to them). */
    leverUsers: (): number[] => [...new Set(watched(kit, 'lever').map((e) => e.user_id))],

    /**
     * What the `lever_trade` push carries for a user: the account's figures over every open position, the
     * figures of the "current" pair (that of the user's newest live order), and the live rows.
     */
    leverPush(uid: number) {
      const value = view.valuer();
      const rows: LeverRow[] = view.live(uid).map(value);
      const newest = rows.at(-1);
      const current = rows.filter(
        (r) => r.status === 1 && r.currency === newest?.currency && r.legal === newest.legal,
      );
      return {
        all: view.figures(rows),
        current: view.figures(current),
        positions: rows.filter((r) => r.status === 1),
        pending: rows.filter((r) => r.status === 0),
        currentRows: current,
        currency_id: newest?.currency ?? null,
        legal_id: newest?.legal ?? null,
      };
    },
  };
}
