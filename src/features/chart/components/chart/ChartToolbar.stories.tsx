import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { ChartKind, IndicatorName } from './chartStyles';
import { ChartToolbar } from './ChartToolbar';
import type { ChartPeriod } from './periods';

const period: ChartPeriod = '15min';
const kind: ChartKind = 'candle';
const indicators: IndicatorName[] = ['MA', 'VOL'];

/**
 * Time-share, 15m, 1H, 4H and 1D in view, the other periods under "More", the kind / indicator sheet behind the
 * icon at the end (issue 28 item 13: no period cut off under another control, in any language).
 */
const meta = preview.meta({
  title: 'Chart/ChartToolbar',
  component: ChartToolbar,
  args: { period, kind, indicators, onPeriod: fn(), onKind: fn(), onIndicator: fn() },
});

/** The bar, its periods' row and its settings button, whatever the language. */
function parts(canvasElement: HTMLElement) {
  const periods = canvasElement.querySelector<HTMLElement>('[role=group]')!;
  const settings = canvasElement.querySelector<HTMLElement>('[aria-haspopup=dialog]')!;
  return { periods, settings };
}

export const Default = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const { periods, settings } = parts(canvasElement);
    // the periods' row ends before the settings button: where a language needs more room it scrolls, its end faded
    await expect(periods.getBoundingClientRect().right).toBeLessThanOrEqual(settings.getBoundingClientRect().left);
    if (globals.locale !== 'en') return;
    await expect(periods).not.toHaveAttribute('data-edges');
    await expect(canvas.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '1D' }));
    await expect(args.onPeriod).toHaveBeenCalledWith('1day');
  },
});

/** "More" opens the other periods in a row below; choosing one closes it. */
export const More = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const row = canvas.getByRole('group', { name: 'More periods' });
    await expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['1m', '5m', '30m', '1W', '1M']);
    await userEvent.click(within(row).getByRole('button', { name: '1m' }));
    await expect(args.onPeriod).toHaveBeenCalledWith('1min');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
});

/** A period from "More" is chosen: "More" reads it, marked as the chosen one. */
export const MoreChosen = meta.story({
  args: { period: '5min' as ChartPeriod },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More periods: 5m' })).toHaveTextContent('5m');
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

/** Longer words than any language (pseudo): the row scrolls sideways, its cut-off end faded, never under the icon. */
export const Pseudo = meta.story({
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }) => {
    const { periods, settings } = parts(canvasElement);
    await expect(periods).toHaveAttribute('data-edges', 'end');
    await expect(periods.getBoundingClientRect().right).toBeLessThanOrEqual(settings.getBoundingClientRect().left);
  },
});
