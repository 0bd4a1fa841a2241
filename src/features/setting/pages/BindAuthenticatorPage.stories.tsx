import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { getEngine } from '@mocks/browser';
import { totp } from '@mocks/engine';
import { ROUTES } from '@/lib/routes';
import { refusal, RouteHarness } from '@/testing';
import { accountSession, withAccount } from '../testing/session';
import BindAuthenticatorPage from './BindAuthenticatorPage';

const meta = preview.meta({
  title: 'Pages/Setting/BindAuthenticator',
  component: BindAuthenticatorPage,
  parameters: { route: ROUTES.bindAuthenticator.path, session: accountSession },
  beforeEach: withAccount(),
  render: () => (
    <RouteHarness path={ROUTES.bindAuthenticator.path}>
      <BindAuthenticatorPage />
    </RouteHarness>
  ),
});

/** The key (16 characters, grouped), its QR code and the code field. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Key', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText(/^[A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4}$/)).toBeVisible();
  },
});

/** Checked before sending: six digits. */
export const InvalidCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Google verification code', {}, { timeout: 5000 }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(await canvas.findByText('Please enter a correct Google code')).toBeVisible();
  },
});

/** A wrong code: the demo exchange refuses it (and counts it). */
export const WrongCode = meta.story({
  async beforeEach({ msw }) {
    await withAccount()();
    msw.use(
      http.post('*/api/user/bindAuthenticator', () => HttpResponse.json(refusal('Please enter a correct Google code'))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Google verification code', {}, { timeout: 5000 }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(await canvas.findByText('Please enter a correct Google code', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The code the key gives now (computed from the demo exchange's clock): bound, and the page says so. */
export const Binds = meta.story({
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByText(/^[A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4}$/, {}, { timeout: 5000 });
    const engine = await getEngine();
    const code = await totp(text.textContent!.replace(/\s/g, ''), engine.ctx.clock());
    await userEvent.type(canvas.getByLabelText('Google verification code'), code);
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(await canvas.findByText('Google Authenticator is bound', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Already bound: changing it is customer service's. */
export const Bound = meta.story({
  beforeEach: withAccount('totp'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Google Authenticator is bound', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  async beforeEach({ msw }) {
    await withAccount()();
    msw.use(http.get('*/api/user/getAuthenticator', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  async beforeEach({ msw }) {
    await withAccount()();
    msw.use(http.get('*/api/user/getAuthenticator', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
});
