import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { createMember, demoUserId, memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { buyBtc, inviteTeam } from '../testing/team';
import RebatePage from './RebatePage';

const meta = preview.meta({
  title: 'Pages/Invite/Rebate',
  component: RebatePage,
  parameters: { route: ROUTES.share2.path, session: memberSession },
  beforeEach: signedIn(),
  render: () => (
    <RouteHarness path={ROUTES.share2.path}>
      <RebatePage />
    </RouteHarness>
  ),
});

/** Nobody invited yet: the rebate is not open, the rates and the king-manager rule are shown. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The rebate opens once 2 people you invited have traded \(0 so far\)/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('16%')).toBeVisible();
    await expect(canvas.getByText('No rebates yet')).toBeVisible();
  },
});

/** Two invited, one has traded: not open yet (1 of 2). */
export const NotYetOpen = meta.story({
  beforeEach: signedIn((engine) => void inviteTeam(engine, 2, 1)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/\(1 so far\)/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Invitees who traded' })).toBeVisible();
  },
});

/** Open: two direct invitees traded, then one of them and a second-level member traded again; credits listed. */
export const Open = meta.story({
  beforeEach: signedIn((engine) => {
    const [a] = inviteTeam(engine, 2);
    const c = createMember(engine, { email: 'friend@example.com', code: 'TEAM09', parent: a!.id, usdt: '10000' });
    buyBtc(engine, a!.token);
    buyBtc(engine, c.token);
    return demoUserId(engine);
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your rebate is open/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText(/^Level 1 · 16%/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^Level 2 · 8%/).length).toBeGreaterThan(0);
  },
});

/** A king manager (set by customer service): the doubled rates. */
export const KingManager = meta.story({
  beforeEach: signedIn((engine) => {
    engine.invite.setManager(demoUserId(engine), true);
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('King manager rates', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('32%')).toBeVisible();
    await expect(canvas.getByText(/You are a king manager/)).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/getRebate', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/getRebate', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this page', {}, { timeout: 5000 })).toBeVisible();
  },
});
