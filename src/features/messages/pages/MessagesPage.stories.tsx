import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { getEngine } from '@mocks/browser';
import type { MessageDoc } from '@mocks/engine/messages';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { createMember, memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { busyWeek } from '../testing/messages';
import MessagesPage from './MessagesPage';

const meta = preview.meta({
  title: 'Pages/Messages/Messages',
  component: MessagesPage,
  parameters: { route: ROUTES.messages.path, session: memberSession },
  beforeEach: signedIn((engine) => busyWeek(engine)),
  render: () => (
    <RouteHarness path={ROUTES.messages.path}>
      <MessagesPage />
    </RouteHarness>
  ),
});

/** The demo user's messages after a busy few days, newest first: two unread (marked), four read. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 unread messages', {}, { timeout: 5000 })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(6);
    await expect(headings[0]).toHaveTextContent(/^Unread Seconds contract won/);
    await expect(headings[2]).toHaveTextContent(/^Deposit refused/);
  },
});

/** A member whose messages are all new: every one marked unread. */
export const Unread = meta.story({
  beforeEach: signedIn((engine) => {
    const m = createMember(engine, { email: 'sam@example.com', code: 'SAM001' });
    engine.messages.write(m.id, 'welcome');
    engine.messages.write(m.id, 'deposit.done', { amount: '1000', currency: 'USDT' });
    engine.messages.write(m.id, 'seconds.lost', {
      symbol: 'BTC/USDT',
      seconds: 30,
      stake: '50',
      currency: 'USDT',
      price: '99999',
      profit: '-50',
    });
    return m.id;
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 unread messages', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Unread')).toHaveLength(3);
  },
});

/**
 * Opening an unread message shows it and marks it read: the mark and the count drop at once, and the demo exchange
 * has it read (`/faqsq`).
 */
export const OpenMarksRead = meta.story({
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /^Unread Deposit credited/ }, { timeout: 5000 });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const body = canvas.getByRole('region', { name: /Deposit credited/ });
    await expect(
      within(body).getByText('Your deposit of 250.5 USDT was approved and credited to your spot account.'),
    ).toBeVisible();
    await expect(await canvas.findByText('1 unread message')).toBeVisible();
    await expect(button).not.toHaveTextContent(/^Unread/);
    const engine = await getEngine();
    await waitFor(() =>
      expect(
        engine.ctx.store
          .list<MessageDoc>('messages', (m) => m.template === 'deposit.done')
          .map((m) => m.mark),
      ).toEqual([0]),
    );
  },
});

/** A member without any message yet. */
export const Empty = meta.story({
  beforeEach: signedIn((engine) => createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/faqs', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages')).toBeInTheDocument();
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/faqs', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Messages could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** The server refuses to mark the message read (here: it no longer exists): its text is the toast, the mark stays. */
export const MarkRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/faqsq', () =>
        HttpResponse.json({ type: 'error', message: 'This message does not exist' }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Unread Deposit credited/ }, { timeout: 5000 }),
    );
    await expect(
      await within(document.body).findByText('This message does not exist', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('2 unread messages')).toBeVisible());
  },
});

/** A platform's own message: a long title without spaces, HTML content with a link and an image path. */
export const LongText = meta.story({
  beforeEach({ msw }) {
    let read = false; // this platform marks the message read, as `/faqsq` asks
    msw.use(
      http.post('*/api/faqs', () =>
        HttpResponse.json({
          type: 'ok',
          message: [
            {
              id: 7,
              uid: 1,
              title:
                'Scheduled-maintenance-of-the-withdrawal-gateway-for-all-TRC20-and-ERC20-networks-this-weekend',
              content:
                '<p>Withdrawals pause on <b>Saturday 02:00–04:00 UTC</b> while we upgrade the gateway.</p>' +
                '<p>Deposits continue as usual. <a href="https://example.com/status">Status page</a></p>' +
                '<script>alert(1)</script>',
              mark: read ? 0 : 1,
              readtime: read ? '2026-11-20 10:00:00' : null,
              created_at: '2026-11-20 09:30:00',
            },
            { id: 6, uid: 1, content: '<p>A message without a title: its first words name it.</p>', mark: 0 },
          ],
        }),
      ),
      http.post('*/api/faqsq', () => {
        read = true;
        return HttpResponse.json({ type: 'ok', message: true });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole(
      'button',
      { name: /^Unread Scheduled-maintenance/ },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    const body = canvas.getByRole('region', { name: /Scheduled-maintenance/ });
    await expect(body.querySelector('script')).toBeNull();
    await expect(within(body).getByRole('link', { name: 'Status page' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: /A message without a title/ })).toBeVisible();
  },
});
