import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ChartSettingsSheet } from './ChartSettingsSheet';
import type { ChartKind, IndicatorName } from './chartStyles';
import type { ChartPeriod } from './periods';

const indicators: IndicatorName[] = ['MA', 'VOL'];

/** The chart's settings sheet (opened from the toolbar): its kind, and the main and sub-pane indicators. */
const meta = preview.meta({
  title: 'Chart/ChartSettingsSheet',
  component: ChartSettingsSheet,
  args: {
    open: true,
    onClose: fn(),
    period: '15min' as ChartPeriod,
    kind: 'candle' as ChartKind,
    indicators,
    onKind: fn(),
    onIndicator: fn(),
  },
});

/** Candles with MA and volume on: each group lists its indicators, the ones shown checked. */
export const Candles = meta.story({
  play: async ({ args, userEvent }) => {
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Indicators' }));
    await expect(sheet.getByRole('checkbox', { name: /^MA\b/ })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: /^VOL\b/ })).toBeChecked();
    await userEvent.click(sheet.getByRole('checkbox', { name: /^MACD\b/ }));
    await expect(args.onIndicator).toHaveBeenCalledWith('MACD', true);
  },
});

/** Time-share draws a line: the kinds are disabled, with a note why. */
export const TimeShare = meta.story({
  args: { period: 'timeshare' as ChartPeriod },
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Indicators' }));
    await expect(sheet.getByRole('radio', { name: 'Hollow candles' })).toBeDisabled();
  },
});
