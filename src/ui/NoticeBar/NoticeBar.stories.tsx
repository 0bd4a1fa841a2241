import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { NoticeBar } from './NoticeBar';

const long =
  'Scheduled maintenance: deposits and withdrawals of ETH will be paused on 20 January from 02:00 to 04:00 (UTC). Trading is not affected.';

const meta = preview.meta({
  title: 'UI/NoticeBar',
  component: NoticeBar,
  args: { children: 'New listing: ABC/USDT opens at 10:00 (UTC).', mode: 'static' as const, onClose: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['static', 'scroll'] }, tone: { control: 'inline-radio', options: ['info', 'warning'] } },
});

export const Playground = meta.story({});
export const Static = meta.story({ args: { onClose: undefined } });
export const Closable = meta.story({});
export const Warning = meta.story({ args: { tone: 'warning' } });
export const LongStatic = meta.story({ args: { children: long } });
/**
 * A link in a warning (the withdraw page's "Set a pay password"): it takes the notice's text colour, underlined,
 * never the browser's purple (issue 28 item 13).
 */
export const WithLink = meta.story({
  args: {
    tone: 'warning',
    onClose: undefined,
    children: (
      <>
        Set a pay password before your first withdrawal. <a href="#pay-password">Set it now</a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Set it now' });
    const text = link.parentElement!;
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(text).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
});
/* Screenshots run with animations skipped; the marquee is visible in the interactive canvas. */
export const Scrolling = meta.story({ args: { children: long, mode: 'scroll' } });
export const Clickable = meta.story({ args: { children: long, onClick: fn() } });
export const Pseudo = meta.story({ args: { children: long }, globals: { locale: 'pseudo' } });
export const Close = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close notice' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});
