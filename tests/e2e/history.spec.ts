import { expect, test, type Page } from '@playwright/test';
import { Exchange } from './exchange';
import { DemoServer } from './server';

/**
 * Browser Back as a new customer uses it (issue 28): switching tabs is a history entry, so Back walks back through
 * the tabs and stays in the app; an open sheet or dialog is an entry of its own, so Back closes it alone and stays
 * on the page; a sheet closed by its own means leaves no entry behind, so the next Back goes to the page before.
 * Back from the first page still leaves the app: nothing traps the user.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const route = (path: string) => new RegExp(`/h5/#${path.replace(/[/.]/g, '\\$&')}(\\?|$)`);
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Trading' });

/** The home notice (`/news/index_pop`) shows once per notice on the first visit to home. */
const notice = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });

test('Back walks back through the tabs (a pair switched in a sheet included), closes the home notice alone, and leaves the app only from the first page', async ({ page }) => {
  await page.goto(`${server.url}/h5/#/pages/index/index`);
  // an open dialog is an entry of its own: Back closes it and stays on home (the notice comes after the first screen)
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(notice(page)).toBeHidden();
  await expect(page).toHaveURL(route('/pages/index/index'));

  await tabs(page).getByRole('link', { name: 'Market' }).click();
  await expect(page).toHaveURL(route('/pages/market/market'));
  await tabs(page).getByRole('link', { name: 'Trade' }).click();
  await expect(page).toHaveURL(route('/pages/transaction/contract'));

  // the pair picker switches the pair in place (a replace): the sheet's entry goes, the trade page keeps one
  const before = page.url();
  await page.getByRole('button', { name: /choose another pair/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a pair' });
  await picker.locator('li button:not([aria-current])').first().click();
  await expect(picker).toBeHidden();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(route('/pages/transaction/contract'));
  const switched = page.url();

  await page.goBack();
  await expect(page).toHaveURL(route('/pages/market/market'));
  await expect(tabs(page).getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
  // Forward returns to the pair last chosen
  await page.goForward();
  await expect(page).toHaveURL(switched);
  await page.goBack();
  await expect(page).toHaveURL(route('/pages/market/market'));
  await page.goBack();
  await expect(page).toHaveURL(route('/pages/index/index'));
  await expect(tabs(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(notice(page)).toBeHidden();

  // the first page of the app: Back leaves it, as a browser's Back does
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('Back with the transfer "To" picker open closes the picker alone; closed by a choice or Escape it leaves no entry', async ({ page }) => {
  await exchange.signIn(page);
  await notice(page).getByRole('button', { name: 'Got it' }).click();
  await tabs(page).getByRole('link', { name: 'Assets' }).click();
  await expect(page).toHaveURL(route('/pages/fund/assets'));
  // the shortcut (the spot account's row has a Transfer link of its own once the balances are in)
  await page.getByRole('navigation', { name: 'Fund shortcuts' }).getByRole('link', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(route('/pages/fund/transfer'));

  const toField = page.getByRole('button', { name: /^To\b/ });
  const picker = page.getByRole('dialog', { name: 'To' });
  await toField.click();
  await expect(picker).toBeVisible();
  await page.goBack();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(route('/pages/fund/transfer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();

  // closed by a choice, then another sheet by Escape: their entries go with them
  await toField.click();
  await picker.getByRole('option', { name: 'Seconds' }).click();
  await expect(picker).toBeHidden();
  await expect(toField).toHaveAccessibleName(/Seconds/);
  await page.getByRole('button', { name: /^Coin\b/ }).click();
  await expect(page.getByRole('dialog', { name: 'Coin' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Coin' })).toBeHidden();

  // so Back goes to the page before, then to the tab before that
  await page.goBack();
  await expect(page).toHaveURL(route('/pages/fund/assets'));
  await page.goBack();
  await expect(page).toHaveURL(route('/pages/index/index'));
});

test('Back closes a confirm dialog alone (answered "no"), then the language sheet, then goes to the page before', async ({ page }) => {
  await exchange.signIn(page);
  await notice(page).getByRole('button', { name: 'Got it' }).click();
  await page.goto(`${server.url}/h5/#/pages/setting/set`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: /Clear cache/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Clear the cache?' });
  await expect(question).toBeVisible();
  await page.goBack();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(route('/pages/setting/set'));
  await expect(page.getByText('Cache cleared')).toHaveCount(0);

  await page.getByRole('button', { name: /^Language/ }).click();
  const languages = page.getByRole('dialog', { name: 'Choose a language' });
  await expect(languages).toBeVisible();
  await page.goBack();
  await expect(languages).toBeHidden();
  await expect(page).toHaveURL(route('/pages/setting/set'));

  await page.goBack();
  await expect(page).toHaveURL(route('/pages/index/index'));
});
