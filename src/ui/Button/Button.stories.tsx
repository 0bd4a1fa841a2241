import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { ArrowDown, ArrowUp, Icon } from '../Icon';
import { Button } from './Button';

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { children: 'Confirm', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'buy', 'sell'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Primary = meta.story({ args: { variant: 'primary' } });
export const Secondary = meta.story({ args: { variant: 'secondary' } });
export const Ghost = meta.story({ args: { variant: 'ghost' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete' } });
export const Buy = meta.story({ args: { variant: 'buy', children: 'Buy / Long', startIcon: <Icon icon={ArrowUp} size="sm" /> } });
export const Sell = meta.story({ args: { variant: 'sell', children: 'Sell / Short', startIcon: <Icon icon={ArrowDown} size="sm" /> } });
export const Small = meta.story({ args: { size: 'sm' } });
export const Large = meta.story({ args: { size: 'lg' } });
export const Block = meta.story({ args: { block: true, size: 'lg', children: 'Log in' } });
export const Loading = meta.story({ args: { loading: true, block: true, children: 'Logging in' } });
export const Disabled = meta.story({ args: { disabled: true } });
export const LongText = meta.story({
  args: { block: true, children: 'Confirm the transfer of your whole available balance to the futures account' },
});

export const ThrottledClicks = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Confirm' });
    // a double tap: both clicks in one task, so they fall inside the 500 ms window however loaded the machine
    button.click();
    button.click();
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // the window has passed (more time passing cannot change the outcome)
    await new Promise((r) => setTimeout(r, 550));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
});

export const LoadingIgnoresClicks = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Confirm' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});
