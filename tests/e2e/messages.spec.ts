import { expect, test } from '@playwright/test';
import { Exchange } from './exchange';
import { DemoServer } from './server';

/**
 * Issue 30 end to end against `npm start`: the seeded demo user's welcome message shows as an unread count on the
 * home bell; opening it on the messages page marks it read on the server (`/faqsq`), and the bell's count goes.
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('the home bell counts the unread welcome; opening it marks it read', async ({ page }) => {
  const api = new Exchange(server);
  // home's notice (`/news/index_pop`) opens over the page a moment after the first screen: read it away
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), (gotIt) => gotIt.click());
  await api.signIn(page);
  await page.goto(`${server.url}/h5/#/pages/index/index`);

  const bell = page.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('1 unread message')).toBeVisible();

  const marked = page.waitForResponse((r) => r.url().includes('/api/faqsq'));
  await page.getByRole('button', { name: /^Unread Welcome to the demo exchange/ }).click();
  expect(await (await marked).json()).toEqual({ type: 'ok', message: true });
  await expect(page.getByText(/^Your account trades with demo funds only\./)).toBeVisible();
  await expect(page.getByText('All messages read')).toBeVisible();
  const rows: { mark: number }[] = await api.call('POST', 'faqs');
  expect(rows.map((m) => m.mark)).toEqual([0]);

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible({ timeout: 15_000 });
});
