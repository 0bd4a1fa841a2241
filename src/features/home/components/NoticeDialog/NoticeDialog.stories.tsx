import { useLocation } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import NoticeDialog from './NoticeDialog';
import { ROUTES } from '@/lib/routes';

const meta = preview.meta({
  title: 'Home/NoticeDialog',
  component: NoticeDialog,
  args: {
    open: true,
    onClose: fn(),
    available: new Set([ROUTES.market.path]),
    notice: {
      id: 1,
      title: 'Scheduled maintenance',
      content:
        '<p>Trading pauses on <b>Sunday 02:00–03:00 UTC</b>. <a href="https://example.com/status">Status page</a></p>',
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
      content:
        '<p>Hello</p><script>alert(1)</script><img src="x" alt="" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a>',
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

function Where() {
  const { pathname } = useLocation();
  return <p>Page: {pathname}</p>;
}

/**
 * In-app links: "markets" (a built page) opens in the app and the notice closes; "new-user bonus" (a page
 * not built yet) is plain text, never a link to "Page not found".
 */
export const InAppLinks = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  args: {
    notice: {
      id: 4,
      title: 'Welcome to the Demo Exchange',
      content:
        '<p>Start with the <a href="#/pages/market/market">markets</a> or claim your <a href="#/pages/index/activity">new-user bonus</a>.</p>',
    },
  },
  render: (args) => (
    <>
      <Where />
      <NoticeDialog {...args} />
    </>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Welcome to the Demo Exchange' });
    await expect(within(dialog).queryByRole('link', { name: 'new-user bonus' })).toBeNull();
    await expect(within(dialog).getByText(/new-user bonus/)).toBeVisible();
    const markets = within(dialog).getByRole('link', { name: 'markets' });
    await expect(markets).not.toHaveAttribute('target');
    await userEvent.click(markets);
    await expect(await canvas.findByText('Page: /pages/market/market')).toBeVisible();
    // Following the link closes the notice (its owner then remembers it as seen).
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
});
