import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row, Stack } from '../_shared/stories';
import { CoinPair } from './CoinPair';

const meta = preview.meta({
  title: 'UI/CoinPair',
  component: CoinPair,
  args: { base: 'BTC', quote: 'USDT', icon: true, size: 'md' as const },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BTC')).toBeVisible();
    await expect(canvas.getByText('/USDT')).toBeVisible();
  },
});
export const WithNote = meta.story({
  args: { note: '20×' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20×')).toBeVisible();
  },
});
export const NoIcon = meta.story({ args: { icon: false } });
export const BrokenLogo = meta.story({ args: { src: '/does-not-exist.png' } });
export const Sizes = meta.story({
  render: (args) => (
    <Stack>
      <CoinPair {...args} size="sm" />
      <CoinPair {...args} size="md" />
      <CoinPair {...args} size="lg" />
    </Stack>
  ),
});
export const LongText = meta.story({
  args: { base: 'XAUUSD', quote: 'USDT', note: 'Perpetual · 125×', size: 'lg' },
  decorators: [(Story) => <div style={{ width: '12rem' }}>{Story()}</div>],
});
