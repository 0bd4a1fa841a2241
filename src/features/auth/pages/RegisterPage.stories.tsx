import type { StoryContext } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import RegisterPage from './RegisterPage';
import { paths, ROUTES } from '@/lib/routes';
import { FollowLocale, refusal } from '@/testing';

const REGISTER = '*/api/user/register';
const SEND_MAIL = '*/api/sms_mail';

const meta = preview.meta({
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  parameters: { route: ROUTES.register.path },
  render: () => (
    <AccountPageHarness path={ROUTES.register.path}>
      <RegisterPage />
    </AccountPageHarness>
  ),
});

async function fill(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  email = 'new.trader@example.com',
) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret12');
  await userEvent.click(canvas.getByRole('checkbox'));
}

export const Empty = meta.story({});

export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
});

export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'trader@');
    await userEvent.type(canvas.getByLabelText('Verification code'), '12');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('The verification code has 6 digits')).toBeVisible();
    await expect(canvas.getByText('The password must have at least 6 characters')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
    await expect(canvas.getByText('Please read and tick the registration notice')).toBeVisible();
  },
});

/**
 * "Registration notice" in the consent is a link (issue 28 item 13): it opens the notice in a sheet — the server's
 * privacy and terms texts (`/news/list` c_id 10), sanitized — and leaves the tick as it was.
 */
export const RegistrationNotice = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'registration notice' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Registration notice' }, { timeout: 5000 }));
    await expect(await sheet.findByRole('heading', { name: 'Privacy policy' }, { timeout: 5000 })).toBeVisible();
    await expect(sheet.getByText(/We never sell personal data/)).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
});

/** Hostile server text in the notice: scripts, handlers and `javascript:` links never reach the page. */
export const RegistrationNoticeSanitized = meta.story({
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/news/list', () =>
        HttpResponse.json({ type: 'ok', message: { list: [{ id: 77, title: 'Terms' }], count: 1, page: 1, limit: 50 } }),
      ),
      http.post('*/api/news/detail', () =>
        HttpResponse.json({
          type: 'ok',
          message: {
            id: 77,
            title: 'Terms',
            content: '<p>Read me.</p><img src="x" onerror="window.__noticeHacked=1"><script>window.__noticeHacked=1</script><a href="javascript:alert(1)">tap</a>',
          },
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'registration notice' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Registration notice' }, { timeout: 5000 });
    await expect(await within(dialog).findByText('Read me.')).toBeVisible();
    await expect(dialog.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect((window as { __noticeHacked?: number }).__noticeHacked).toBeUndefined();
  },
});

export const SendNeedsAccount = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter your email')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  },
});

export const SendingCode = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(SEND_MAIL, () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new.trader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

/** The clock is frozen, so the countdown stays at 60 s for the screenshot. */
export const CountdownRunning = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new.trader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const counting = await canvas.findByRole('button', { name: 'Resend in 60s' });
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
  },
});

export const SendRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    // The seeded account exists: the demo exchange refuses a register code for it.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
});

export const InviteFromLink = meta.story({
  parameters: { route: paths.register({ code: 'DEMO2026' }) },
  play: async ({ canvas }) => {
    const invite = await canvas.findByLabelText('Invite code (optional)');
    // the link's code is filled in by an effect right after the first render
    await waitFor(() => expect(invite).toHaveValue('DEMO2026'));
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(REGISTER, () => HttpResponse.json(refusal('The verification code is wrong or has expired'))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong or has expired',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('new.trader@example.com');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
});

export const Http500 = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(REGISTER, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server is having trouble');
  },
});

export const GarbageResponse = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(
        REGISTER,
        () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('unexpected response');
  },
});

/** The language picker on the sign-up page: the form switches to the chosen language at once. */
export const ChangeLanguage = meta.story({
  render: () => (
    <>
      <FollowLocale />
      <AccountPageHarness path={ROUTES.register.path}>
        <RegisterPage />
      </AccountPageHarness>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await userEvent.click(within(sheet).getByRole('button', { name: '日本語' }));
    await expect(await canvas.findByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'ja');
  },
});
