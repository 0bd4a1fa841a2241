import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from '@/state/storage';

/** Local-storage key of the demo accounts' owners (see `demoOwnersAtom`). */
export const DEMO_OWNERS_KEY = 'trade_demo_owners';

/**
 * Which real account each demo account was reached from (`{ [demoId]: realId }`), stored locally: a demo
 * session learns nothing about its owner from the server, and switching back (`/user/change_account`) needs the
 * owner's id. Written on every switch to a demo account, so it survives a reload of the demo session.
 */
export const demoOwnersAtom = atomWithStorage<Record<string, number>>(DEMO_OWNERS_KEY, {}, jsonStorage<Record<string, number>>(), {
  getOnInit: true,
});

/** The seconds screen's chart periods: a bet is read against its own minutes, not days. */
export const SECONDS_CHART_PERIODS = ['timeshare', '1min', '5min', '15min'] as const;
export type SecondsChartPeriod = (typeof SECONDS_CHART_PERIODS)[number];

/**
 * The seconds screen's chart, as the user left it for this session (shown or not, and its period), like the chart
 * page's settings (`chartSettingsAtom`): moving to another pair or tab and back keeps it; a reload starts closed.
 */
export const secondsChartAtom = atom<{ open: boolean; period: SecondsChartPeriod }>({ open: false, period: 'timeshare' });
