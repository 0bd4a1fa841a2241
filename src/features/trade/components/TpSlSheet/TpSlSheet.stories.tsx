import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { btcMarket, makeLeverOrder } from '../../testing/trade';
import { TpSlSheet } from '.';

const meta = preview.meta({
  title: 'Trade/TpSlSheet',
  component: TpSlSheet,
  args: { position: makeLeverOrder(), market: btcMarket, onClose: fn(), onSave: fn(async () => 'ok'), saving: false },
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const Existing = meta.story({ args: { position: makeLeverOrder({ side: 'short', entryPrice: '94999.75', takeProfit: '90000.00', stopLoss: '97000.00' }) } });
export const Saving = meta.story({ args: { saving: true } });

export const Invalid = meta.story({
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Take profit / stop loss' }));
    await userEvent.type(sheet.getByRole('textbox', { name: 'Take profit' }), '94000');
    await userEvent.click(sheet.getByRole('button', { name: 'Save' }));
    await expect(await sheet.findByText('Take profit must be above the entry and the current price')).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { onSave: fn(async () => Promise.reject(new Error('Function not open'))) },
  play: async () => {
    const sheet = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(sheet.getByRole('textbox', { name: 'Take profit' }), '99000');
    await userEvent.click(sheet.getByRole('button', { name: 'Save' }));
    await expect(await sheet.findByText('Function not open')).toBeVisible();
  },
});
