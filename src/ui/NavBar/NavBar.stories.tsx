import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { CircleHelp } from '../Icon';
import { IconButton } from '../IconButton';
import { NavBar } from './NavBar';

const meta = preview.meta({
  title: 'UI/NavBar',
  component: NavBar,
  args: { title: 'Security settings' },
});

export const Playground = meta.story({});
export const WithActions = meta.story({
  args: { right: <IconButton icon={CircleHelp} aria-label="Help" /> },
});
export const NoBack = meta.story({ args: { back: false, title: 'Markets' } });
export const LongTitle = meta.story({
  args: { title: 'Verification of identity documents for advanced trading permissions', right: <IconButton icon={CircleHelp} aria-label="Help" /> },
});
export const CustomBack = meta.story({
  args: { onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /back/i }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
});
