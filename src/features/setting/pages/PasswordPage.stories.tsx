import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { accountSession, withAccount } from '../testing/session';
import PasswordPage from './PasswordPage';

const meta = preview.meta({
  title: 'Pages/Setting/Password',
  component: PasswordPage,
  parameters: { route: ROUTES.password.path, session: accountSession },
  beforeEach: withAccount(),
  render: () => (
    <RouteHarness path={ROUTES.password.path}>
      <PasswordPage />
    </RouteHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current login password')).toBeVisible();
    await expect(canvas.getByText('At least 6 characters. Other devices will be logged out.')).toBeVisible();
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New login password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Please enter your current login password')).toBeVisible();
    await expect(canvas.getByText('At least 6 characters')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
  },
});

/** A wrong current password: the demo exchange's refusal, the form kept. */
export const WrongCurrent = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current login password'), 'not-my-password');
    await userEvent.type(canvas.getByLabelText('New login password'), 'brand-new-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText('The current login password is incorrect', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
});

/** Changed: back to the security page. */
export const Changed = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current login password'), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New login password'), 'brand-new-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('→ /pages/setting/security', {}, { timeout: 10000 })).toBeVisible();
  },
});
