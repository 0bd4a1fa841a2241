import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { paths } from '@/lib/routes';
import { tradeMarkets } from '../../testing/trade';
import { PairBar } from '.';

/** The trade screen's pair row: the picker, the pair's 24 h change (from the markets snapshot) and its chart. */
const meta = preview.meta({
  title: 'Trade/PairBar',
  component: PairBar,
  args: { markets: tradeMarkets, value: 'BTC/USDT', onSelect: fn(), note: 'Perpetual', chartTo: paths.futuresChart({ symbol: 'BTC/USDT' }) },
});

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'BTC/USDT chart' })).toBeVisible();
  },
});

/** Without a chart link (the seconds tab, which shows the price header instead): the picker alone. */
export const PickerOnly = meta.story({
  args: { chartTo: undefined, note: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'BTC/USDT chart' })).toBeNull();
  },
});

export const Stale = meta.story({ parameters: { socket: 'disconnected' } });

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
