// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import { server } from '@mocks/node';
import { renderPage, setUpMember } from '@/testing/renderSignedIn';
import { openMemberSession } from '@/testing/member';
import { ROUTES } from '@/lib/routes';
import { PinnedBase, STORY_APP_BASE } from '../testing/PinnedBase';
import { inviteTeam } from '../testing/team';
import SharePage from './SharePage';

let engine: Engine;
let store: Awaited<ReturnType<typeof setUpMember>>['store'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  ({ engine, store } = await setUpMember());
  openMemberSession(engine);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const LINK = `${STORY_APP_BASE}#/pages/common/register?code=DEMO2026`;
const open = () =>
  renderPage(
    store,
    ROUTES.share.path,
    ROUTES.share.path,
    <PinnedBase>
      <SharePage />
    </PinnedBase>,
  );

describe('SharePage', { timeout: 15_000 }, () => {
  it('shows the code, the registration link and its QR code, and copies each', async () => {
    const user = open();
    const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' }, { timeout: 10_000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(screen.getByText('DEMO2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await user.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(await navigator.clipboard.readText()).toBe('DEMO2026');
  });

  it('counts the people invited, linking to the rebate', async () => {
    inviteTeam(engine, 3, 1);
    open();
    const row = await screen.findByRole('link', { name: /Rebate/ }, { timeout: 10_000 });
    expect(row).toHaveTextContent('3 invited');
  });
});
