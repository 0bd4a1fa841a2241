import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { chartSettled } from '../../testing/chartSettled';
import { btcChartArgs, ChartFrame } from '../../testing/chartStory';
import { LazyKlineChart } from './LazyKlineChart';

/**
 * `KlineChart` loaded when it first renders (the seconds screen's chart, `PriceChart` outside the feature): a
 * placeholder of the chart's size while klinecharts loads, then the chart with the same props. The canvas is
 * masked in the screenshot (`mask-chart`: klinecharts' axes are not pixel-stable); Chart/KlineChart keeps it.
 */
const meta = preview.meta({
  title: 'Chart/LazyKlineChart',
  component: LazyKlineChart,
  tags: ['mask-chart'],
  args: btcChartArgs({ period: 'timeshare', indicators: [], label: 'BTC/USDT price chart, Time' }),
  render: (args) => (
    <ChartFrame height={200}>
      <LazyKlineChart {...args} />
    </ChartFrame>
  ),
});

/** Loaded: the chart in the placeholder's place, named for the pair and period. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'BTC/USDT price chart, Time' }, { timeout: 8000 })).toBeVisible();
    await chartSettled(canvasElement, 'ready');
  },
});
