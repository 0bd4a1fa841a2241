import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { accountSession, withAccount } from '../testing/session';
import PayPasswordPage from './PayPasswordPage';

const meta = preview.meta({
  title: 'Pages/Setting/PayPassword',
  component: PayPasswordPage,
  parameters: { route: ROUTES.payPassword.path, session: accountSession },
  beforeEach: withAccount('totp'),
  render: () => (
    <RouteHarness path={ROUTES.payPassword.path}>
      <PayPasswordPage />
    </RouteHarness>
  ),
});

/** No pay password yet (the authenticator user). */
export const SetNew = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Set pay password' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByLabelText('New pay password')).toBeVisible();
  },
});

/** The demo user has one: the same form changes it. */
export const Change = meta.story({
  beforeEach: withAccount('demo'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Change pay password' }, { timeout: 5000 })).toBeVisible();
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New pay password'), '12ab');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save pay password' }));
    await expect(await canvas.findByText('Please enter your current login password')).toBeVisible();
    await expect(canvas.getByText('Use exactly 6 digits')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
  },
});

/** Saved: the page goes back to where it was opened from. */
export const Saved = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current login password'), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New pay password'), '135790');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Save pay password' }));
    await expect(await canvas.findByText('Pay password saved', {}, { timeout: 10000 })).toBeVisible();
  },
});
