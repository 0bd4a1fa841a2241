import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Dec } from '@/lib/decimal';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { storyFeed } from '@/testing/realtime';
import { openStorySession, STORY_TOKEN, traderSession } from '../testing/session';
import SecondsPage from './SecondsPage';

/**
 * The seconds screen on the demo exchange (frozen clock, the seeded trader signed in): the pair header, its price
 * chart (time-share), the ticket and the open bets. The chart's canvas is masked in the screenshots
 * (`mask-chart`: klinecharts' axes are not pixel-stable); the chart's own stories keep it.
 */
const meta = preview.meta({
  title: 'Pages/Trade/Seconds',
  component: SecondsPage,
  tags: ['mask-chart'],
  parameters: { route: paths.seconds({ symbol: 'BTC/USDT' }), session: traderSession },
  async beforeEach() {
    await openStorySession();
  },
  render: () => (
    <RouteHarness path={ROUTES.seconds.path}>
      <SecondsPage />
    </RouteHarness>
  ),
});

/** The ticket first; the chart behind "Show chart" (klinecharts loads when it is opened). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Buy down' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img', { name: /price chart/ })).not.toBeInTheDocument();
    await expect(await canvas.findByText('No open contracts')).toBeVisible();
  },
});

/** The chart opened: the time-share line by default, 1, 5 and 15-minute candles a tap away. */
export const ChartOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show chart' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('img', { name: 'BTC/USDT price chart, Time' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Time' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Hide chart' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** The chart as the user left it: shown, on 5-minute candles, it stays so on the next pair (for the session). */
export const ChartKept = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show chart' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('radio', { name: '5m' }));
    await userEvent.click(canvas.getByRole('button', { name: /^BTC\/USDT.*choose another pair$/ }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Choose a pair' }));
    await userEvent.click(await sheet.findByRole('button', { name: /ETH\/USDT/ }));
    await expect(await canvas.findByRole('img', { name: 'ETH/USDT price chart, 5m' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5m' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Hide chart' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** A 60-second bet running (frozen clock: the countdown holds still). */
export const OpenBets = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    engine.trade.micro.submit(STORY_TOKEN, { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '100' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
  },
});

/**
 * The bet settles (the server's `closed_microorder`): its result opens in a sheet with the payout, and it leaves
 * "Open contracts" at once.
 */
let placed = { id: 0, open_price: '0' };
export const Settled = meta.story({
  async beforeEach() {
    const engine = await openStorySession();
    placed = engine.trade.micro.submit(STORY_TOKEN, { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '100' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer', { name: 'Time left' }, { timeout: 5000 })).toBeVisible();
    // the demo exchange's push, as its sweep sends it a minute later (the story's clock stands still)
    storyFeed().push('micro_settled', {
      data: {
        id: placed.id,
        match_id: 1,
        currency_id: 3,
        currency_name: 'USDT',
        symbol_name: 'BTC/USDT',
        type: 1,
        seconds: 60,
        number: '100.00000000',
        fee: '0.00000000',
        profit_ratio: '85.00',
        open_price: placed.open_price,
        end_price: new Dec(placed.open_price).plus('12.5').toFixed(8),
        fact_profits: '85.00000000',
        status: 3,
        profit_result: 1,
        created_at: '2026-11-01 08:00:00',
        handled_at: '2026-11-01 08:01:00',
        complete_at: '2026-11-01 08:01:00',
      },
    });
    const sheet = within(await within(document.body).findByRole('dialog', { name: '1 contract settled' }));
    await expect(sheet.getByText('BTC/USDT: you won 85.00 USDT')).toBeVisible();
    await expect(sheet.getByText('Paid out (USDT)').closest('div')).toHaveTextContent('185.00 USDT');
    await expect(await canvas.findByText('No open contracts')).toBeInTheDocument();
  },
});

/** A visitor sees the pair, its chart and a way to log in, and stays on the page (nothing asks for their data). */
export const SignedOut = meta.story({
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^BTC\/USDT.*choose another pair$/ })).toBeVisible();
  },
});
