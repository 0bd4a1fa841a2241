import { expect, test } from '@playwright/test';
import { totp } from '../../mocks/engine';
import { DEMO_PASSWORD } from '../../mocks/fixtures/auth';
import { Exchange } from './exchange';
import { DemoServer } from './server';

/**
 * The account pages end to end against `npm start`'s server (issue 15): the demo user changes nickname and
 * avatar (a real `/upload`), binds Google Authenticator with a code computed here from the key the page shows,
 * logs out, and logging in then asks for (and takes) the authenticator's code.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('nickname and avatar, then the authenticator: bind → log out → log in with its code', async ({ page }) => {
  await exchange.signIn(page);

  // --- profile: nickname checked before sending, then saved; the avatar uploaded and kept
  await page.goto(`${server.url}/h5/#/pages/setting/userInfo`);
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toHaveValue('Demo Trader');
  await nickname.fill('Bad name!');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Letters and digits only, no spaces or symbols')).toBeVisible();
  await nickname.fill('Nova7');
  await page.getByLabel('Signature').fill('Patience pays');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(async () => (await exchange.call('GET', 'user/info')).head_portrait, { timeout: 15_000 }).toMatch(
    /^\/upload\//,
  );
  const info = await exchange.call('GET', 'user/info');
  expect(info).toMatchObject({ nickname: 'Nova7', signature: 'Patience pays' });
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Nova7');
  await expect(page.locator(`img[src$="${info.head_portrait}"]`).first()).toBeVisible();

  // --- the authenticator: the key shown, a wrong code refused, the right one binds
  await page.goto(`${server.url}/h5/#/pages/setting/security`);
  await page.getByRole('link', { name: /Google Authenticator/ }).click();
  const keyText = page.getByText(/^[A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4} [A-Z2-7]{4}$/);
  await expect(keyText).toBeVisible({ timeout: 15_000 });
  const secret = (await keyText.textContent())!.replace(/\s/g, '');
  const now = await totp(secret, Date.now());
  await page.getByLabel('Google verification code').fill(now === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Please enter a correct Google code')).toBeVisible();
  await page.getByLabel('Google verification code').fill(await totp(secret, Date.now()));
  await page.waitForTimeout(600); // the submit button's 500 ms throttle
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Google Authenticator is bound')).toBeVisible();

  // --- log out, log in: the password first, then the code (the next step's: each code is good once)
  await page.goto(`${server.url}/h5/#/pages/setting/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/login/);
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Google verification' })).toBeVisible();
  // six digits submit by themselves (the login page's Google step)
  await page.getByLabel('Google code').fill(await totp(secret, Date.now() + 30_000));
  await page.waitForURL((url) => !url.hash.includes('login'), { timeout: 15_000 });
  await page.goto(`${server.url}/h5/#/pages/setting/setting`);
  await expect(page.getByRole('heading', { name: 'Nova7' })).toBeVisible();
});
