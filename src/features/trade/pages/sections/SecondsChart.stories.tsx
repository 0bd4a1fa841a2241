import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { chartSettled } from '@/features/chart/testing/chartSettled';
import { secondsChartAtom } from '../../state';
import { btcMarket } from '../../testing/trade';
import { SecondsChart } from './SecondsChart';

/** The chart as the user left it this session: shown, on the time-share line. */
function ChartShown({ children }: { children: ReactNode }) {
  useHydrateAtoms(new Map([[secondsChartAtom, { open: true, period: 'timeshare' as const }]]));
  return children;
}

/**
 * The seconds screen's price chart behind "Show chart" (Pages/Trade/Seconds shows it above the ticket), fed by the
 * demo exchange's candles. Its canvas is masked in the screenshots (`mask-chart`: klinecharts' axes are not
 * pixel-stable); Chart/KlineChart keeps it.
 */
const meta = preview.meta({
  title: 'Trade/SecondsChart',
  component: SecondsChart,
  tags: ['mask-chart'],
  args: { market: btcMarket },
});

/** Closed, as the screen opens: the button only, no chart loaded. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img', { name: /price chart/ })).not.toBeInTheDocument();
  },
});

/** Open: the periods, the time-share line chosen, and the chart named for the pair and period. */
export const Open = meta.story({
  decorators: [(Story) => <ChartShown>{Story()}</ChartShown>],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('img', { name: 'BTC/USDT price chart, Time' }, { timeout: 8000 }),
    ).toBeVisible();
    await chartSettled(canvasElement, 'ready');
    await expect(canvas.getByRole('radio', { name: 'Time' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Hide chart' })).toHaveAttribute('aria-expanded', 'true');
  },
});
