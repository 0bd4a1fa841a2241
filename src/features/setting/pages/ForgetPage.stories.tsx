import type { StoryContext } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { ok, refusal } from '@/testing';
import ForgetPage from './ForgetPage';
import { ROUTES } from '@/lib/routes';

const FORGET = '*/api/user/forget';

const meta = preview.meta({
  title: 'Pages/Setting/Forget',
  component: ForgetPage,
  parameters: { route: ROUTES.forget.path },
  render: () => (
    <AccountPageHarness path={ROUTES.forget.path}>
      <ForgetPage />
    </AccountPageHarness>
  ),
});

async function fill({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
  await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
  await userEvent.type(canvas.getByLabelText('New password'), 'newpass1');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'newpass1');
}

export const Empty = meta.story({});

export const Filled = meta.story({ play: async ({ canvas, userEvent }) => fill({ canvas, userEvent }) });

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'newpass1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'newpass2');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByText('Please enter the verification code')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
  },
});

export const SendingCode = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/sms_mail', () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const CountdownRunning = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(FORGET, () => HttpResponse.json(refusal('The verification code is wrong or has expired'))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong or has expired',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
  },
});

export const Http500 = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(FORGET, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server is having trouble');
  },
});

export const GarbageResponse = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(FORGET, () => HttpResponse.json([1, 2, 3])));
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('unexpected response');
  },
});

export const Success = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(FORGET, () => HttpResponse.json(ok('Password reset'))));
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('→ /pages/common/login')).toBeVisible();
    await expect(
      await within(document.body).findByText('Password reset. Please log in with your new password.'),
    ).toBeVisible();
  },
});
