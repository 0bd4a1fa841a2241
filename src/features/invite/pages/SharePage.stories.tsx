import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { PinnedBase } from '../testing/PinnedBase';
import { inviteTeam } from '../testing/team';
import SharePage from './SharePage';

const meta = preview.meta({
  title: 'Pages/Invite/Share',
  component: SharePage,
  parameters: { route: ROUTES.share.path, session: memberSession },
  beforeEach: signedIn(),
  render: () => (
    <PinnedBase>
      <RouteHarness path={ROUTES.share.path}>
        <SharePage />
      </RouteHarness>
    </PinnedBase>
  ),
});

/** The demo user's code, its registration link and the poster's QR code. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code of your invitation link' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('DEMO2026')).toBeVisible();
    await expect(canvas.getByText('https://app.example.com/h5/#/pages/common/register?code=DEMO2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy invitation link' })).toBeVisible();
  },
});

/** With three invitees: the rebate row counts them. */
export const WithInvitees = meta.story({
  beforeEach: signedIn((engine) => void inviteTeam(engine, 3, 1)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 invited', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/getShareInfo', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/getShareInfo', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this page', {}, { timeout: 5000 })).toBeVisible();
  },
});
