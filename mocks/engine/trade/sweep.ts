/**
 * The sweep: one pass over the orders the trade area still watches (`trade_open`, live orders only, never
 * the history) at one instant — resting spot and contract limit orders fill, positions pay overnight fees and
 * close on take-profit, stop-loss or liquidation, due seconds orders settle. Each order's change is its own
 * transaction; one order failing is logged and skipped, so the sweep never throws. Listeners hear every pass
 * that changed something (the Node server pushes `closed_microorder` from there, whoever ran the sweep).
 */
import type { LeverBook } from './contractBook';
import type { Micro } from './seconds';
import type { Spot } from './spot';
import {
  OPEN,
  type Kit,
  type LeverOrderDoc,
  type MicroOrderDoc,
  type OpenEntry,
  type SpotOrderDoc,
} from './types';

/** What one pass changed. */
interface SweepReport {
  at: number;
  spot: SpotOrderDoc[];
  lever: LeverOrderDoc[];
  micro: MicroOrderDoc[];
}

type SweepListener = (report: SweepReport) => void;

export function createSweep(kit: Kit, parts: { spot: Spot; lever: LeverBook; micro: Micro }) {
  const { store, clock, log } = kit.ctx;
  const listeners = new Set<SweepListener>();

  function one(entry: OpenEntry, now: number, report: SweepReport) {
    switch (entry.kind) {
      case 'spot': {
        const order = parts.spot.sweep(entry, now);
        if (order) report.spot.push(order);
        break;
      }
      case 'lever': {
        const order = parts.lever.sweep(entry, now);
        if (order) report.lever.push(order);
        break;
      }
      case 'micro': {
        const order = parts.micro.sweep(entry, now);
        if (order) report.micro.push(order);
        break;
      }
    }
  }

  return {
    /** One pass at `at` (default, and at most, the engine's now). */
    sweep(at?: number): SweepReport {
      const now = Math.min(at ?? clock(), clock());
      const report: SweepReport = { at: now, spot: [], lever: [], micro: [] };
      let entries: OpenEntry[] = [];
      try {
        entries = store.list<OpenEntry>(OPEN);
      } catch (error) {
        log(`[trade] sweep: cannot read the open orders: ${String(error)}`);
      }
      for (const entry of entries) {
        try {
          one(entry, now, report);
        } catch (error) {
          log(`[trade] sweep of ${entry.kind}:${entry.id} failed: ${String(error)}`);
        }
      }
      if (report.spot.length + report.lever.length + report.micro.length > 0)
        for (const listener of listeners) {
          try {
            listener(report);
          } catch (error) {
            log(`[trade] a sweep listener failed: ${String(error)}`);
          }
        }
      return report;
    },

    /** Hears every pass that changed something; returns the way to stop. */
    onSweep(listener: SweepListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
