import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { RiskWarning } from './RiskWarning';

const meta = preview.meta({
  title: 'UI/RiskWarning',
  component: RiskWarning,
  args: { variant: 'box' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['box', 'inline'] },
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Risk warning' });
    await expect(note).toHaveTextContent('76% of retail CFD accounts lose money');
  },
});
export const Inline = meta.story({ args: { variant: 'inline' } });
export const CustomMessage = meta.story({
  args: { message: 'Leveraged products can lose more than your margin.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Risk warning' })).toHaveTextContent('Leveraged products can lose more than your margin.');
  },
});
export const LongText = meta.story({
  args: {
    message:
      'Contracts for difference are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  },
});
export const Pseudo = meta.story({
  globals: { locale: 'pseudo' },
  play: async ({ canvas }) => {
    // named and worded in the pseudo-locale, not in English
    await expect(canvas.getByRole('note', { name: /Ŕîšķ ŵáŕñîñĝ/ })).toHaveTextContent('76% öƒ');
  },
});
export const PseudoInline = meta.story({ args: { variant: 'inline' }, globals: { locale: 'pseudo' } });
