import { useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { constantLive } from '../_shared';
import { Stack } from '../_shared/stories';
import { LivePriceText, LiveText, NumberText, PriceText } from './NumberText';

const meta = preview.meta({
  title: 'UI/NumberText',
  component: NumberText,
  args: { value: '68123.456789', kind: 'price' as const, decimals: 2 },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});

export const Playground = meta.story({});
export const Up = meta.story({ args: { value: '1.25', kind: 'change', colorBy: 'self' } });
export const Down = meta.story({ args: { value: '-3.5', kind: 'change', colorBy: 'self' } });
export const Missing = meta.story({ args: { value: null } });
export const Compact = meta.story({ args: { value: '1234567.89', kind: 'compact' } });

function Live() {
  const [v, setV] = useState('100.00');
  return (
    <>
      <PriceText value={v} decimals={2} colorBy="self" data-testid="price" />
      <Button size="sm" throttleMs={0} onClick={() => setV((p) => (p === '100.00' ? '101.50' : '100.00'))}>
        Tick
      </Button>
    </>
  );
}
export const PriceFlash = meta.story({
  render: () => <Live />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tick' }));
    const wrapper = canvas.getByTestId('price').parentElement!;
    await expect(wrapper).toHaveAttribute('data-flash', 'up');
    await expect(canvas.getByTestId('price')).toHaveTextContent('101.50');
    // the highlight clears by itself (the `flash` token, 600 ms), so the screenshot shows the settled cell
    await waitFor(() => expect(wrapper).not.toHaveAttribute('data-flash'), { timeout: 2000 });
  },
});

/** LivePriceText / LiveText: a feed (here a fixed value per click) written to the DOM without a render. */
function LiveFeed() {
  const [i, setI] = useState(0);
  const price = useMemo(() => constantLive(i % 2 === 0 ? '100.00' : '99.25'), [i]);
  const volume = useMemo(() => constantLive(i % 2 === 0 ? '1.2K' : '1.3K'), [i]);
  return (
    <>
      <LivePriceText live={price} decimals={2} data-testid="live-price" />
      <LiveText live={volume} format={(v) => `Vol ${v}`} />
      <Button size="sm" throttleMs={0} onClick={() => setI((n) => n + 1)}>
        Tick
      </Button>
    </>
  );
}
export const LiveValues = meta.story({
  render: () => <LiveFeed />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tick' }));
    await expect(canvas.getByTestId('live-price')).toHaveTextContent('99.25');
    await expect(canvas.getByText('Vol 1.3K')).toBeInTheDocument();
  },
});
