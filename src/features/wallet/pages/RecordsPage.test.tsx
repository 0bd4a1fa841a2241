// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, ROUTES } from '@/lib/routes';
import { fundSuite, renderPage } from '../testing/render';
import { FUND_TOKEN } from '../testing/session';
import RecordsPage from './RecordsPage';
import TransferHistoryPage from './TransferHistoryPage';

const fund = fundSuite();
beforeAll(() => {
  // jsdom lays nothing out: give the virtual list's scroller a phone-sized box so it renders its rows
  // (a row 60 px tall, so a page of 10 and more fit on the screen)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.hasAttribute('data-index') ? 60 : 800;
    return { x: 0, y: 0, top: 0, left: 0, right: 390, bottom: height, width: 390, height, toJSON: () => ({}) };
  });
});
afterAll(() => vi.restoreAllMocks());

const move = (number: string, from_field: string, to_field: string) =>
  fund.engine.wallet.change(FUND_TOKEN, { currency_id: '3', number, from_field, to_field });

describe('records pages', { timeout: 15_000 }, () => {
  it('lists every movement newest first and filters by type', async () => {
    move('250', 'change', 'micro');
    const user = renderPage(fund.store, ROUTES.assetsAllRecord.path, ROUTES.assetsAllRecord.path, <RecordsPage />);
    const list = await screen.findByRole('list', { name: 'Asset records' }, { timeout: 10_000 });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Transfer.*Seconds.*\+?250\.00 USDT/);
    expect(rows[1]).toHaveTextContent(/Transfer.*Spot.*-250\.00 USDT/);
    expect(screen.getAllByText('Opening balance').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('shows a seconds bet as user events: placed −50, then lost or settled — never a frozen change', async () => {
    const placed = fund.engine.trade.micro.submit(FUND_TOKEN, {
      match_id: '1',
      currency_id: '3',
      type: '1',
      seconds: '30',
      number: '50',
    });
    fund.clock.advance(60_000);
    const [settled] = fund.engine.trade.sweep().micro;
    expect(settled?.id).toBe(placed.id);
    const route = paths.assetsRecord({ account: 'micro', currency: '3' });
    renderPage(fund.store, ROUTES.assetsRecord.path, route, <RecordsPage />);
    const list = await screen.findByRole('list', { name: 'Seconds records' }, { timeout: 10_000 });
    const [last, first] = await within(list).findAllByRole('listitem');
    expect(first).toHaveTextContent(/Seconds contract placed.*-50\.00 USDT/);
    if (settled!.profit_result === -1) {
      expect(last).toHaveTextContent('Seconds contract lost');
      expect(last).toHaveTextContent('50.00 USDT from held funds');
    } else {
      expect(last).toHaveTextContent(/Seconds contract settled.*\d USDT/);
    }
    expect(list).not.toHaveTextContent(/Frozen|0\.00000000/);
  });

  it('shows one account’s records of one coin', async () => {
    move('1', 'change', 'micro');
    move('2', 'micro', 'lever');
    const route = paths.assetsRecord({ account: 'micro', currency: '3' });
    renderPage(fund.store, ROUTES.assetsRecord.path, route, <RecordsPage />);
    const list = await screen.findByRole('list', { name: 'Seconds records' }, { timeout: 10_000 });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/ USDT$/).textContent)).toEqual([
      '-2.00 USDT',
      '1.00 USDT',
      '3,000.00 USDT',
    ]);
  });

  it('shows transfers with their two accounts, 10 a page, ending in no more data', async () => {
    for (let i = 1; i <= 12; i++) move(String(i), 'change', 'lever');
    renderPage(fund.store, ROUTES.transferHistory.path, ROUTES.transferHistory.path, <TransferHistoryPage />);
    const list = await screen.findByRole('list', { name: 'Transfer history' }, { timeout: 10_000 });
    expect(await screen.findByText('No more data', {}, { timeout: 10_000 })).toBeInTheDocument();
    // every page loaded: the list knows its 12 rows (it renders those near the viewport), the oldest last
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '12'));
    const oldest = within(list)
      .getAllByRole('listitem')
      .find((r) => r.getAttribute('aria-posinset') === '12')!;
    expect(oldest).toHaveTextContent('Spot → Futures');
    expect(within(oldest).getByText(/ USDT$/)).toHaveTextContent('-1.00 USDT');
  });
});
