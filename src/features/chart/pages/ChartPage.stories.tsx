import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { storyFeed } from '@/testing/realtime';
import { toast } from '@/ui/Toast';
import { depthFixture, tradesFixture } from '../testing/fixtures';
import { chartSettled } from '../testing/chartSettled';
import { PageHarness } from '../testing/PageHarness';
import { FuturesChartPage, SpotChartPage } from './ChartPage';
import { paths, ROUTES } from '@/lib/routes';

const CANDLES = '*/api/currency/new_timeshar';
const SPOT = paths.chart({ symbol: 'BTC/USDT' });
const FUTURES = paths.futuresChart({ symbol: 'BTC/USDT' });

const meta = preview.meta({
  title: 'Pages/Chart/Chart',
  component: SpotChartPage,
  parameters: { route: SPOT },
  render: () => (
    <PageHarness path={ROUTES.chart.path}>
      <SpotChartPage />
    </PageHarness>
  ),
});

/** BTC/USDT spot, 15 min candles with MA + VOL (the defaults). */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /BTC\/USDT price chart, 15m, last price/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('tab', { name: 'Order book' })).toHaveAttribute('aria-selected', 'true');
  },
});

/** index2: the pair's perpetual contract. */
export const Futures = meta.story({
  parameters: { route: FUTURES },
  render: () => (
    <PageHarness path={ROUTES.futuresChart.path}>
      <FuturesChartPage />
    </PageHarness>
  ),
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Perpetual');
    await expect(canvas.getByRole('img', { name: /BTC\/USDT perpetual price chart/ })).toBeVisible();
  },
});

export const TimeShare = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Time' }));
    await chartSettled(canvasElement);
    await expect(canvas.getByRole('img', { name: /, Time, / })).toBeVisible();
  },
});

export const OneDay = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1D' }));
    await chartSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: '1D' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Painted pixels in the top `rows` rows of a canvas (the legends' strip). */
function paintedTop(canvas: HTMLCanvasElement, rows: number) {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, rows).data;
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
  return n;
}

/**
 * Pressing the chart (here a pointer over it): the crosshair and, above the price, the legends of the
 * candle under it (open, high, low, close, change) and the indicators' values. Not pressed, they are
 * hidden (decision 28).
 */
export const Crosshair = meta.story({
  play: async ({ canvasElement }) => {
    await chartSettled(canvasElement);
    const surface = canvasElement.querySelector<HTMLElement>('[role="img"] > div')!;
    // the candle pane's overlay canvas carries the legends
    const overlay = surface.querySelectorAll('canvas')[1]!;
    await expect(paintedTop(overlay, 16)).toBe(0);
    const box = surface.getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.35, clientY: box.top + box.height * 0.3, bubbles: true };
    surface.dispatchEvent(new MouseEvent('mouseenter', at));
    surface.dispatchEvent(new MouseEvent('mousemove', at));
    await waitFor(() => expect(paintedTop(overlay, 16)).toBeGreaterThan(0));
  },
});

/**
 * The chart's box collapses for a few frames (hidden, or laid out at no width) and comes back: the latest
 * candles are in view again, as in Default (klinecharts alone would keep its scroll clamped to the collapse).
 */
export const AfterCollapse = meta.story({
  play: async ({ canvasElement }) => {
    await chartSettled(canvasElement);
    const frame = canvasElement.querySelector<HTMLElement>('[data-status]')!;
    const frames = (n: number) =>
      new Promise<void>((r) => {
        const step = (left: number) => (left === 0 ? r() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      });
    frame.style.width = '1px';
    await frames(4);
    frame.style.width = '';
    await frames(4);
    await chartSettled(canvasElement);
  },
});

/** Opens the settings sheet, applies `choose`, closes it again. */
async function inSettings(
  canvasElement: HTMLElement,
  choose: (sheet: ReturnType<typeof within>) => Promise<void>,
) {
  const canvas = within(canvasElement);
  await chartSettled(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Indicators' }));
  const sheet = within(await within(document.body).findByRole('dialog', { name: 'Indicators' }));
  await choose(sheet);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await chartSettled(canvasElement);
}

export const Hollow = meta.story({
  play: async ({ canvasElement }) => {
    await inSettings(canvasElement, async (sheet) => {
      await userEvent.click(sheet.getByRole('radio', { name: 'Hollow candles' }));
      await expect(sheet.getByRole('radio', { name: 'Hollow candles' })).toBeChecked();
    });
  },
});

export const Area = meta.story({
  play: async ({ canvasElement }) => {
    await inSettings(canvasElement, async (sheet) => {
      await userEvent.click(sheet.getByRole('radio', { name: 'Area' }));
    });
  },
});

export const Bars = meta.story({
  play: async ({ canvasElement }) => {
    await inSettings(canvasElement, async (sheet) => {
      await userEvent.click(sheet.getByRole('radio', { name: 'Bars (OHLC)' }));
    });
  },
});

/** MACD below the price (VOL off, MA kept). */
export const IndicatorsMacd = meta.story({
  play: async ({ canvasElement }) => {
    await inSettings(canvasElement, async (sheet) => {
      await userEvent.click(sheet.getByRole('checkbox', { name: /^VOL/ }));
      await userEvent.click(sheet.getByRole('checkbox', { name: /^MACD/ }));
      await expect(sheet.getByRole('checkbox', { name: /^MACD/ })).toBeChecked();
      await expect(sheet.getByRole('checkbox', { name: /^VOL/ })).not.toBeChecked();
    });
  },
});

/** A 20-level demo book pushed through the fixture socket: exactly the levels received (chart masked in the screenshot). */
export const OrderBook = meta.story({
  tags: ['mask-chart'],
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    storyFeed().push('market_depth:BTC/USDT', depthFixture());
    const bids = await canvas.findByRole('table', { name: 'Bids' });
    await expect(within(bids).getAllByRole('row')).toHaveLength(20);
    await expect(canvas.getByText('Demo data')).toBeVisible();
  },
});

export const Trades = meta.story({
  tags: ['mask-chart'],
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Trades' }));
    storyFeed().push('trades:BTC/USDT', tradesFixture);
    const table = await canvas.findByRole('table', { name: 'Latest BTC/USDT trades' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('07:59:58')).toBeVisible();
  },
});

/** The coin info tab (its screenshot masks the chart: see .storybook/test-runner.ts, `mask-chart`). */
export const CoinInfo = meta.story({
  tags: ['mask-chart'],
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Coin info' }));
    await expect(await canvas.findByText('Market cap', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More about BTC' })).toBeVisible();
  },
});

/** Socket down: stale marks, the chart keeps its history (chart masked in the screenshot). */
export const Stale = meta.story({
  tags: ['mask-chart'],
  parameters: { socket: 'disconnected' },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    await expect(canvas.getByText('Order book unavailable while offline')).toBeVisible();
  },
});

export const UnknownSymbol = meta.story({
  parameters: { route: paths.chart({ symbol: 'NOPE/USDT' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('“NOPE/USDT” is not a pair we list.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to markets' })).toHaveAttribute(
      'href',
      '/pages/market/market',
    );
    await expect(canvas.getByRole('button', { name: /back/i })).toBeVisible();
  },
});

export const EmptyCandles = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(CANDLES, () => HttpResponse.json({ type: 'ok', message: [] })));
  },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'empty');
    await expect(canvas.getByText('No chart data')).toBeVisible();
  },
});

export const MalformedCandles = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(CANDLES, () =>
        HttpResponse.json({ type: 'ok', message: [{ time: 'soon', open: 'x', high: null }, 'garbage', 42] }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'empty');
    await expect(canvas.getByText('No chart data')).toBeVisible();
    // the API layer also toasts the bad answer; the captured frame shows the chart's own state only
    toast.clear();
  },
});

export const Http500 = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(CANDLES, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'error');
    await expect(canvas.getByText('The chart could not be loaded.')).toBeVisible();
    toast.clear();
  },
});

/**
 * For the UI benchmark (scripts/bench-ui.ts): the 1-minute chart with the order book open. The preview
 * exposes `window.__benchPush(channel, data)` (the story's fixture transport); the benchmark pushes
 * `market_depth:BTC/USDT` and `kline:BTC/USDT:1min` at 10 Hz. Nothing is pushed here, so the frame is stable.
 */
export const ChartLive = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement);
    // 1m is under "More", which then reads it
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await userEvent.click(canvas.getByRole('button', { name: '1m' }));
    await chartSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'More periods: 1m' })).toHaveTextContent('1m');
    await expect(typeof (window as unknown as { __benchPush?: unknown }).__benchPush).toBe('function');
  },
});
