import { expect, test } from '@playwright/test';
import { DemoServer } from './server';

/**
 * The foundation's promise, end to end against `npm start`'s server: a new customer registers with a
 * real (demo-inbox) code, is signed in, keeps the session across a reload, still exists after the
 * server restarts (SQLite), logs out, and a guarded page sends a visitor to login after the toast.
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('register → log in → reload → restart → log out → guard', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'secret-pass-1';

  await page.goto(`${server.url}/h5/#/pages/common/register`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  const code = await server.latestCode(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);

  // The consent tick is required.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please read and tick the registration notice')).toBeVisible();
  await page.getByText(/I am at least 18 years old/).click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.waitForTimeout(600); // the submit button's 500 ms throttle
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Registered and signed in: the app leaves the register page.
  await expect(page).not.toHaveURL(/register/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/[0-9a-f]{32}/);

  // The account page shows who is signed in, and survives a reload.
  await page.goto(`${server.url}/h5/#/pages/setting/setting`);
  await expect(page.getByText(email)).toBeVisible();
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();

  // Restart the server: the account is in SQLite, so the same credentials still log in.
  await server.restart();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.url}/h5/#/pages/common/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible(); // wrong password → message, input kept
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 15_000 });

  // Log out from the account page.
  await page.goto(`${server.url}/h5/#/pages/setting/setting`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/pages\/common\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A guarded page: the please-log-in toast, then login after 1.2 s.
  await page.goto(`${server.url}/h5/#/pages/setting/setting`);
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/pages\/common\/login/, { timeout: 5_000 });
});

test('the server answers garbage-free envelopes and a wrong code is refused', async ({ request }) => {
  const res = await request.post(`${server.url}/api/user/register`, {
    form: { type: 'email', user_string: 'nobody@example.com', password: 'secret1', re_password: 'secret1', code: '000000', lang: 'en' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { type: string; message: string };
  expect(body.type).not.toBe('ok');
  expect(body.message.length).toBeGreaterThan(0);
});
