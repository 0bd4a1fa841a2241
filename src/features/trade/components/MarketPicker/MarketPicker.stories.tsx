import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Row } from '@/ui/_shared/stories';
import { tradeMarkets } from '../../testing/trade';
import { MarketPicker } from '.';

const meta = preview.meta({
  title: 'Trade/MarketPicker',
  component: MarketPicker,
  args: { markets: tradeMarkets, value: 'BTC/USDT', onSelect: fn(), note: 'Perpetual' },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const NoPair = meta.story({
  args: { markets: [], value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a pair' })).toBeVisible();
  },
});

export const Open = meta.story({
  play: async ({ canvas }) => {
    // The visible pair comes first in the button's name, the hint after it.
    await userEvent.click(canvas.getByRole('button', { name: /^BTC\/USDT\s*Perpetual choose another pair$/ }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Choose a pair' }));
    await expect(sheet.getByRole('button', { name: /ETH\/USDT/ })).toBeVisible();
  },
});

export const NoMatch = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^BTC\/USDT.*choose another pair$/ }));
    const sheet = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(sheet.getByRole('searchbox'), 'zzz');
    await expect(sheet.getByText('No pair matches your search')).toBeVisible();
  },
});
