// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import type { MessageDoc } from '@mocks/engine/messages';
import { server } from '@mocks/node';
import { ROUTES } from '@/lib/routes';
import { createMember, demoUserId, openMemberSession } from '@/testing/member';
import { renderPage, setUpMember } from '@/testing/renderSignedIn';
import { busyWeek } from '../testing/messages';
import MessagesPage from './MessagesPage';

let engine: Engine;
let store: Awaited<ReturnType<typeof setUpMember>>['store'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  ({ engine, store } = await setUpMember());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const open = () => renderPage(store, ROUTES.messages.path, ROUTES.messages.path, <MessagesPage />);
const marks = (uid: number) =>
  Object.fromEntries(engine.ctx.store.list<MessageDoc>('messages', { uid }).map((m) => [m.template, m.mark]));

describe('MessagesPage', { timeout: 20_000 }, () => {
  it('lists the messages newest first and marks an unread one read when it is opened', async () => {
    const me = busyWeek(engine);
    openMemberSession(engine, me);
    const user = open();
    expect(await screen.findByText('2 unread messages', {}, { timeout: 10_000 })).toBeInTheDocument();
    const title = (h: HTMLElement) => /^(.*?) [A-Z][a-z]{2} \d/.exec(h.textContent ?? '')?.[1];
    expect(screen.getAllByRole('heading', { level: 2 }).map(title)).toEqual([
      'Unread Seconds contract won',
      'Unread Deposit credited',
      'Deposit refused',
      'Position liquidated',
      'Withdrawal paid out',
      'Welcome to the demo exchange',
    ]);

    await user.click(screen.getByRole('button', { name: /^Unread Deposit credited/ }));
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    expect(
      screen.getByText('Your deposit of 250.5 USDT was approved and credited to your spot account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(marks(me)['deposit.done']).toBe(0));
    expect(marks(me)['seconds.won']).toBe(1);

    // opening a read message asks nothing
    let asked = 0;
    server.use(
      http.post('*/api/faqsq', () => {
        asked += 1;
        return HttpResponse.json({ type: 'ok', message: true });
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Position liquidated/ }));
    expect(await screen.findByText(/was liquidated at 92000\.23/)).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('a refused reason sent as a server text reads in the language asked', async () => {
    const me = busyWeek(engine);
    openMemberSession(engine, me);
    const user = open();
    await user.click(await screen.findByRole('button', { name: /^Deposit refused/ }, { timeout: 10_000 }));
    expect(
      await screen.findByText(
        'Your deposit of 0.5 BTC was refused. Reason: The payment voucher could not be read, please upload it again',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state to a member without messages', async () => {
    openMemberSession(engine, createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id);
    open();
    expect(await screen.findByText('No messages yet', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which loads them', async () => {
    openMemberSession(engine, demoUserId(engine));
    server.use(http.post('*/api/faqs', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    expect(await screen.findByText('1 unread message', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
