import { useMemo, useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { constantLive } from '../_shared';
import { Row } from '../_shared/stories';
import { LivePercentChange, PercentChange } from './PercentChange';

const meta = preview.meta({
  title: 'UI/PercentChange',
  component: PercentChange,
  args: { value: '2.5' },
  decorators: [(Story) => <Row>{Story()}</Row>],
});
export const Playground = meta.story({});
export const Up = meta.story({ args: { value: '12.345' } });
export const Down = meta.story({ args: { value: '-0.87' } });
export const Flat = meta.story({ args: { value: '0' } });
export const FilledUp = meta.story({ args: { value: '4.2', variant: 'filled' } });
export const FilledDown = meta.story({ args: { value: '-4.2', variant: 'filled' } });
export const FilledFlat = meta.story({ args: { value: '0', variant: 'filled' } });

/** LivePercentChange: each change rewrites the text and the direction (colour, arrow) in place. */
function LiveFeed() {
  const [i, setI] = useState(0);
  const live = useMemo(() => constantLive(['2.5', '-1.25', '0'][i % 3]), [i]);
  return (
    <>
      <LivePercentChange live={live} />
      <LivePercentChange live={live} variant="filled" arrow />
      <Button size="sm" throttleMs={0} onClick={() => setI((n) => n + 1)}>
        Tick
      </Button>
    </>
  );
}
export const Live = meta.story({
  render: () => <LiveFeed />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tick' }));
    const [text] = canvas.getAllByText('-1.25%');
    await expect(text!.closest('[data-dir]')).toHaveAttribute('data-dir', 'down');
  },
});
