import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { toast } from '@/ui/Toast';
import { chartSettled } from '../../testing/chartSettled';
import { btcChartArgs, ChartFrame } from '../../testing/chartStory';
import type { IndicatorName } from './chartStyles';
import { KlineChart } from './KlineChart';

const CANDLES = '*/api/currency/new_timeshar';

/**
 * The klinecharts canvas alone, fed by the demo exchange's candles (`/currency/new_timeshar`) and the story's
 * fixture socket. The chart pages (Pages/Chart/Chart) show it with its toolbar, book and trades.
 */
const meta = preview.meta({
  title: 'Chart/KlineChart',
  component: KlineChart,
  args: btcChartArgs({ period: '15min', indicators: ['MA', 'VOL'], label: 'BTC/USDT price chart' }),
  render: (args) => (
    <ChartFrame height={320}>
      <KlineChart {...args} />
    </ChartFrame>
  ),
});

/** 15-minute candles with MA on the price and VOL below it (the defaults). */
export const Candles = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'ready');
    await expect(canvas.getByRole('img', { name: 'BTC/USDT price chart' })).toBeVisible();
  },
});

/** Time-share: always an area of the 1-minute closes, whatever kind is chosen. */
export const TimeShare = meta.story({
  args: { period: 'timeshare', indicators: [] as IndicatorName[] },
  play: async ({ canvasElement }) => {
    await chartSettled(canvasElement, 'ready');
  },
});

/** Daily OHLC bars with BOLL on the price and RSI below it. */
export const BarsBollRsi = meta.story({
  args: { period: '1day', kind: 'bar', indicators: ['BOLL', 'RSI'] },
  play: async ({ canvasElement }) => {
    await chartSettled(canvasElement, 'ready');
  },
});

/** No candles for the pair: an empty state, not a blank canvas. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(CANDLES, () => HttpResponse.json({ type: 'ok', message: [] })));
  },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'empty');
    await expect(canvas.getByText('No chart data')).toBeVisible();
  },
});

/** The candle call fails once: the error state, and Retry loads the chart. */
export const ErrorThenRetry = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(CANDLES, () => new HttpResponse(null, { status: 500 }), { once: true }));
  },
  play: async ({ canvas, canvasElement }) => {
    await chartSettled(canvasElement, 'error');
    await expect(canvas.getByText('The chart could not be loaded.')).toBeVisible();
    toast.clear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await chartSettled(canvasElement, 'ready');
    await expect(canvas.queryByText('The chart could not be loaded.')).toBeNull();
  },
});
