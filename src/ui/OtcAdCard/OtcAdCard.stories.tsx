import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { MerchantHeader } from './MerchantHeader';
import { OtcAdCard, type OtcAd } from './OtcAdCard';

const merchant = { name: 'Golden Exchange', verified: true, orders30d: 1234, completionRate: '98.5', online: true };
const ad: OtcAd = { id: 'ad1', side: 'buy', coin: 'USDT', fiat: 'USD', price: '1.002', available: '5000', minLimit: '50', maxLimit: '2000', payments: ['Bank transfer', 'Wise'] };

const meta = preview.meta({
  title: 'UI/OtcAdCard',
  component: OtcAdCard,
  args: { ad, merchant, onTrade: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});

export const Playground = meta.story({});
export const Buy = meta.story({});
export const Sell = meta.story({ args: { ad: { ...ad, side: 'sell', price: '0.998' } } });
export const Unverified = meta.story({ args: { merchant: { name: 'newtrader_88', orders30d: 3, completionRate: '66.7' } } });
export const Disabled = meta.story({ args: { disabled: true } });
export const ManyPayments = meta.story({
  args: { ad: { ...ad, payments: ['Bank transfer', 'Wise', 'Revolut', 'PayPal', 'Cash deposit', 'SEPA instant'] } },
});
/** A long merchant name, big figures and long payment names wrap inside the card. */
export const LongText = meta.story({
  args: {
    merchant: { ...merchant, name: 'The Very Long Named Over-the-Counter Trading Desk Limited' },
    ad: {
      ...ad,
      price: '36512.75',
      fiat: 'IDR',
      available: '1234567.89',
      minLimit: '1000000',
      maxLimit: '250000000',
      payments: ['Bank transfer (domestic, same-day clearing)', 'E-wallet'],
    },
  },
});
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Header = meta.story({ render: () => <MerchantHeader merchant={merchant} size="lg" as="h2" /> });
export const Trade = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy USDT' }));
    await expect(args.onTrade).toHaveBeenCalledWith('ad1');
  },
});
