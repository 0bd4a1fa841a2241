import { expect, test } from '@playwright/test';
import { DemoServer } from './server';

/**
 * Issue 4 end to end against `npm start`'s server: a live market that moves over the real socket,
 * a favorite that persists (server side, per account) across a reload, and the chart in several
 * periods fed by the demo exchange's candles.
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('market → favorite → reload → favorites → chart → periods', async ({ page }) => {
  // Sign in as the seeded demo user.
  await page.goto(`${server.url}/h5/#/pages/common/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/login/, { timeout: 15_000 });

  // The market tab lists spot pairs with live prices.
  await page.goto(`${server.url}/h5/#/pages/market/market`);
  const ltc = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^LTC\/USDT/ }) });
  await expect(ltc).toBeVisible({ timeout: 15_000 });
  const before = await ltc.innerText();
  await expect.poll(async () => ltc.innerText(), { timeout: 15_000, intervals: [1000] }).not.toBe(before); // it moves

  // Favorite LTC, reload, and find it under Favorites.
  const star = page.getByRole('button', { name: 'Favorite LTC/USDT' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('link', { name: /^LTC\/USDT/ })).toBeVisible({ timeout: 15_000 });

  // Open its chart and switch periods: the chart says what it shows.
  await page.getByRole('link', { name: /^LTC\/USDT/ }).click();
  await expect(page).toHaveURL(/pages\/transaction\/index\?symbol=LTC/);
  const chart = page.getByRole('img', { name: /LTC\/USDT price chart/ });
  await expect(chart).toBeVisible({ timeout: 15_000 });
  for (const period of ['1D', '1H']) {
    await page.getByRole('button', { name: period, exact: true }).click();
    await expect(page.getByRole('button', { name: period, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAccessibleName(new RegExp(`LTC/USDT price chart, ${period}`));
  }
  // the other periods are under "More", which then reads the one chosen
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: '5m', exact: true }).click();
  await expect(page.getByRole('button', { name: 'More periods: 5m' })).toBeVisible();
  await expect(chart).toHaveAccessibleName(/LTC\/USDT price chart, 5m/);
});
