import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { CopyText } from './CopyText';

const ADDRESS = 'TQ3fP8ZxR1m2n4yW7kLs9DhVbN6cJt5aUe';

/** Replaces the clipboard for one story (headless browsers may refuse the real one); undone afterwards. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const meta = preview.meta({
  title: 'UI/CopyText',
  component: CopyText,
  args: { value: ADDRESS, iconOnly: false, onCopied: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADDRESS)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
});
export const Shortened = meta.story({
  args: { children: 'TQ3fP8…Jt5aUe', label: 'Copy address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TQ3fP8…Jt5aUe')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
});
export const IconOnly = meta.story({
  args: { iconOnly: true, label: 'Copy invitation code' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(ADDRESS)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy invitation code' })).toBeVisible();
  },
});
export const LongText = meta.story({
  args: { value: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A0630x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063' },
});
export const Pseudo = meta.story({
  globals: { locale: 'pseudo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Çöþý/ })).toBeVisible();
  },
});

const writeText = fn(async (_text: string) => {});

export const Copies = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  beforeEach: () => stubClipboard(writeText),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(ADDRESS);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Copied')).toBeVisible();
    await expect(args.onCopied).toHaveBeenCalledWith(true);
  },
});
export const CopyFails = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  beforeEach: () => {
    const undo = stubClipboard(async () => Promise.reject(new Error('denied')));
    const exec = document.execCommand;
    document.execCommand = () => false;
    return () => {
      undo();
      document.execCommand = exec;
    };
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Copy failed')).toBeVisible();
    await expect(args.onCopied).toHaveBeenCalledWith(false);
  },
});
