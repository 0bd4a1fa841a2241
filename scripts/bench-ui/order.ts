/**
 * Order placed → position visible (issue 13): the contract ticket of the built app against the demo exchange,
 * unthrottled, with nothing held back — the app's own path from the Confirm tap to the new position on screen
 * (the submit call, the positions refetch or the `lever_trade` push, whichever comes first, and the render).
 * Timed inside the page: from the confirm button's click event to the frame that shows "Positions (n + 1)".
 */
import type { Browser } from 'playwright-core';
import { sessionScript, type Session } from './positions';

export const ORDERS = 5;
const TRADE = '#/pages/transaction/contract?symbol=BTC/USDT&type=futures';

/**
 * In the page, from before the tap: the click's own timestamp, then every frame until the positions count has
 * grown. A string, so the bundler's helpers (tsx names functions) do not leak into the page.
 */
const WATCH = `new Promise((resolve) => {
  const count = () => Number(/Positions \\((\\d+)\\)/.exec(document.body.innerText)?.[1] ?? NaN);
  const before = count();
  let clicked = NaN;
  document.addEventListener('click', (e) => (clicked = e.timeStamp), { capture: true, once: true });
  const check = () => {
    if (!Number.isNaN(clicked) && count() > before) return resolve(performance.now() - clicked);
    if (!Number.isNaN(clicked) && performance.now() - clicked > 10000) return resolve(Infinity);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** Milliseconds from Confirm to the new position on screen, one per order. */
export async function orderToPosition(browser: Browser, base: string, session: Session): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: sessionScript(session) });
  await page.goto(`${base}/h5/${TRADE}`);
  const times: number[] = [];
  try {
    await page.getByRole('button', { name: 'Open long' }).waitFor({ timeout: 30_000 });
    await page.getByText(/^Positions \(\d+\)$/).waitFor({ timeout: 30_000 });
    for (let i = 0; i < ORDERS; i++) {
      await page.getByRole('radio', { name: 'Market' }).check({ force: true });
      await page.getByLabel('Lots').fill('1');
      await page.getByRole('radio', { name: '10×', exact: true }).check({ force: true });
      await page.getByRole('button', { name: 'Open long' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm long' });
      await confirm.waitFor();
      const shown = page.evaluate(WATCH) as Promise<number>;
      await confirm.click();
      times.push(await shown);
      await page.getByRole('dialog', { name: 'Confirm order' }).waitFor({ state: 'hidden' });
    }
  } finally {
    await context.close();
  }
  return times;
}
