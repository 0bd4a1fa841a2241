import { expect, test, type Locator, type Page } from '@playwright/test';
import { Exchange } from './exchange';
import { DemoServer } from './server';

/**
 * The trade screen at 390×844 (issue 28, items 3 and 6): the ticket beside the compact book, so the whole order
 * — direction, lots, Open long — is on the first screen without scrolling, above the tab bar; and a balance too
 * short for the order offers a transfer that opens the transfer page with the accounts and coin chosen.
 */
const server = new DemoServer();
const exchange = new Exchange(server);
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const open = (page: Page, type: 'futures' | 'coins') =>
  page.goto(`${server.url}/h5/#/pages/transaction/contract?symbol=BTC/USDT&type=${type}`);

/** Where the screen's usable height ends: the top of the tab bar pinned over the page's bottom. */
async function fold(page: Page): Promise<number> {
  const bar = await page.getByRole('navigation', { name: 'Trading' }).boundingBox();
  return bar?.y ?? page.viewportSize()!.height;
}

async function expectOnFirstScreen(page: Page, ...targets: Locator[]) {
  const bottom = await fold(page);
  for (const target of targets) {
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bottom);
  }
  // nothing was scrolled to get there
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('futures: direction, lots and Open long on the first screen, the book beside the ticket', async ({ page }) => {
  await exchange.signIn(page);
  await open(page, 'futures');
  const long = page.getByRole('button', { name: 'Open long' });
  const lots = page.getByRole('spinbutton', { name: 'Lots' });
  await expectOnFirstScreen(page, page.getByRole('radio', { name: /Long/ }), lots, long);

  // the book is the right-hand column: its bids start right of the ticket's button, the last price between sides
  const bids = page.getByRole('table', { name: 'Bids' });
  await expect(bids).toBeVisible({ timeout: 15_000 });
  const ticket = (await long.boundingBox())!;
  expect((await bids.boundingBox())!.x).toBeGreaterThanOrEqual(ticket.x + ticket.width);
  await expectOnFirstScreen(page, page.getByRole('table', { name: 'Asks' }), bids);
});

test('coins: the amount and Buy on the first screen', async ({ page }) => {
  await exchange.signIn(page);
  await open(page, 'coins');
  await expectOnFirstScreen(page, page.getByRole('textbox', { name: 'Amount (BTC)' }), page.getByRole('button', { name: 'Buy BTC' }));
});

test('"Insufficient balance" on the futures ticket: Transfer opens the transfer page, spot → futures in USDT', async ({ page }) => {
  await exchange.signIn(page);
  await open(page, 'futures');
  // 10,000 lots (10 BTC) at 1× need far more than the futures account's 20,000 USDT
  await page.getByRole('radio', { name: '1×', exact: true }).check({ force: true });
  await page.getByRole('spinbutton', { name: 'Lots' }).fill('10000');
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await page.getByRole('link', { name: 'Transfer' }).click();

  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=change&to=lever&currency=3$/);
  await expect(page.getByRole('heading', { name: 'Transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'From Spot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To Futures' })).toBeVisible();
});

test('"Insufficient balance" on the spot ticket: Transfer opens the transfer page, futures → spot', async ({ page }) => {
  await exchange.signIn(page);
  await open(page, 'coins');
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('1000');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await page.getByRole('link', { name: 'Transfer' }).click();

  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=lever&to=change&currency=3$/);
  await expect(page.getByRole('button', { name: 'From Futures' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To Spot' })).toBeVisible();
});
