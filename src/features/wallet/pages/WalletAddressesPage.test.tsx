// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { ROUTES } from '@/lib/routes';
import { resetConfirm } from '@/ui/Confirm/testing';
import { fundSuite, renderPage } from '../testing/render';
import { FUND_TOKEN } from '../testing/session';
import WalletAddressesPage from './WalletAddressesPage';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const fund = fundSuite();
afterEach(() => resetConfirm());

const open = () => renderPage(fund.store, ROUTES.wallet.path, ROUTES.wallet.path, <WalletAddressesPage />);
const add = (name: string, address: string, chain: string) =>
  fund.engine.wallet.saveAddress(FUND_TOKEN, { currency: '3', name, address, chain, password: DEMO_PAY_PASSWORD });

describe('WalletAddressesPage', { timeout: 20_000 }, () => {
  it('prompts to add a withdraw address when there is none', async () => {
    open();
    expect(await screen.findByText('No withdraw address yet', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add a withdraw address' })).toHaveLength(2);
  });

  it('lists the saved addresses and deletes one after confirming', async () => {
    await add('Cold wallet', TRON, 'TRC20');
    await add('Exchange', ETH, 'ERC20');
    const user = open();
    const list = await screen.findByRole('list', { name: 'Saved withdraw addresses' }, { timeout: 10_000 });
    expect(within(list).getByText(TRON)).toBeVisible();
    expect(within(list).getByText(ETH)).toBeVisible();
    expect(within(list).getByText('ERC20')).toBeVisible();
    // the list ends in "No more data" (under it, not one of its items)
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('No more data')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Cold wallet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this withdraw address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(TRON)).not.toBeInTheDocument());
    expect(fund.engine.wallet.addressList(FUND_TOKEN, {}).items.map((a) => a.remark)).toEqual(['Exchange']);
  });

  it('keeps the address when the deletion is cancelled', async () => {
    await add('Cold wallet', TRON, 'TRC20');
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Cold wallet' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(TRON)).toBeVisible();
    expect(fund.engine.wallet.addressList(FUND_TOKEN, {}).total).toBe(1);
  });
});
