import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { btcMarket, makeLeverOrder, T0 } from '../../testing/trade';
import { CloseResultSheet } from '.';

/** A 2-lot BTC long at 10× (entry 95,000.25, fee 0.19), closed at 95,119.75: +0.239 USDT realised. */
const closedLong = makeLeverOrder({ status: 'closed', markPrice: '95119.75', pnl: '0.239', closedAt: T0 });

const sheet = async () => within(await within(document.body).findByRole('dialog', { name: 'BTC/USDT position closed' }));

const meta = preview.meta({
  title: 'Trade/CloseResultSheet',
  component: CloseResultSheet,
  args: { closed: closedLong, market: btcMarket, onClose: fn() },
});

export const Playground = meta.story({});

/** A profit: the realised P&L in the up colour with its arrow, the fee, what is left after it. */
export const Profit = meta.story({
  play: async () => {
    const s = await sheet();
    await expect(s.getByText('+0.239 USDT')).toBeVisible();
    await expect(s.getByText('Exit price').closest('div')).toHaveTextContent('95,119.75 USDT');
    await expect(s.getByText('Net after fees').closest('div')).toHaveTextContent('+0.0489995 USDT');
  },
});

/** A short closed at a loss after two nights: the loss, the trading and overnight fees, the net. */
export const LossWithOvernight = meta.story({
  args: {
    closed: makeLeverOrder({ side: 'short', status: 'closed', entryPrice: '94999.75', markPrice: '96200.25', pnl: '-2.401', overnightFee: '0.038', closedAt: T0 }),
  },
  play: async () => {
    const s = await sheet();
    await expect(s.getByText('-2.401 USDT')).toBeVisible();
    await expect(s.getByText('Overnight fees').closest('div')).toHaveTextContent('0.038 USDT');
    await expect(s.getByText('Net after fees').closest('div')).toHaveTextContent('-2.6290005 USDT');
  },
});

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
