import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { ChartKind, IndicatorName } from './chartStyles';
import { ChartToolbar } from './ChartToolbar';
import type { ChartPeriod } from './periods';

const period: ChartPeriod = '15min';
const kind: ChartKind = 'candle';
const indicators: IndicatorName[] = ['MA', 'VOL'];

/** Period buttons (a scrolling row) and the chart kind / indicator sheet. */
const meta = preview.meta({
  title: 'Chart/ChartToolbar',
  component: ChartToolbar,
  args: { period, kind, indicators, onPeriod: fn(), onKind: fn(), onIndicator: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '1m' }));
    await expect(args.onPeriod).toHaveBeenCalledWith('1min');
  },
});

/** The settings sheet: chart kind and indicators; picking one reports it. */
export const Settings = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Indicators' }));
    const sheet = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(sheet.getByRole('checkbox', { name: /BOLL/ }));
    await expect(args.onIndicator).toHaveBeenCalledWith('BOLL', true);
    await userEvent.click(sheet.getByRole('radio', { name: 'Hollow candles' }));
    await expect(args.onKind).toHaveBeenCalledWith('hollow');
  },
});

/** Time-share draws a line: the kinds are disabled, with a note why. */
export const TimeShare = meta.story({
  args: { period: 'timeshare' as ChartPeriod },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Indicators' }));
    const sheet = within(await within(document.body).findByRole('dialog'));
    await expect(sheet.getByRole('radio', { name: 'Hollow candles' })).toBeDisabled();
  },
});
