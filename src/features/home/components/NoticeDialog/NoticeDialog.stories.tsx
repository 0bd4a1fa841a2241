import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import NoticeDialog from './NoticeDialog';

const meta = preview.meta({
  title: 'Home/NoticeDialog',
  component: NoticeDialog,
  args: {
    open: true,
    onClose: fn(),
    notice: {
      id: 1,
      title: 'Scheduled maintenance',
      content: '<p>Trading pauses on <b>Sunday 02:00–03:00 UTC</b>. <a href="https://example.com/status">Status page</a></p>',
    },
  },
});

export const Playground = meta.story({});

/** Untrusted HTML: the script, the handler and the javascript: link are removed. */
export const Default = meta.story({
  args: {
    notice: {
      id: 2,
      title: 'Notice',
      content: '<p>Hello</p><script>alert(1)</script><img src="x" alt="" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a>',
    },
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notice' });
    await expect(dialog.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: {
    notice: {
      id: 3,
      title: 'A very long notice title that has to wrap over several lines on a small phone screen',
      content: `<p>${'Long content. '.repeat(120)}</p>`,
    },
  },
});
