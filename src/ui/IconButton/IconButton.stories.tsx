import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { Copy, Search, X } from '../Icon';
import { IconButton } from './IconButton';

const meta = preview.meta({
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: Search, 'aria-label': 'Search', onClick: fn() },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Filled = meta.story({ args: { icon: X, 'aria-label': 'Close', filled: true } });
export const Disabled = meta.story({ args: { icon: Copy, 'aria-label': 'Copy', disabled: true } });
export const HasAccessibleName = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});
