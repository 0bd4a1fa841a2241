import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { DemoBanner } from './DemoBanner';

const meta = preview.meta({
  title: 'UI/DemoBanner',
  component: DemoBanner,
  args: {},
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Demo account: trades use virtual funds');
  },
});
export const CustomMessage = meta.story({
  args: { message: 'Demo exchange: prices are simulated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Demo exchange: prices are simulated');
  },
});
export const LongText = meta.story({
  args: {
    message:
      'Demo account: every trade, deposit and withdrawal here uses virtual funds on a simulated exchange; nothing you do moves real money.',
  },
});
export const Pseudo = meta.story({
  globals: { locale: 'pseudo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Ðéɱö áççöûñţ: ţŕáðéš ûšé ṽîŕţûáļ ƒûñðš');
  },
});
