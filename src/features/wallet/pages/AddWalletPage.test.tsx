// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { configureApi } from '@/api/client';
import { paths, ROUTES } from '@/lib/routes';
import { tokenAtom } from '@/state/session';
import { fundSuite, renderPage } from '../testing/render';
import { FUND_TOKEN } from '../testing/session';
import AddWalletPage from './AddWalletPage';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const fund = fundSuite();
let refusals: string[];
beforeEach(() => {
  refusals = [];
  configureApi({
    getToken: () => fund.store.get(tokenAtom),
    getLang: () => 'en',
    onError: (message) => refusals.push(message),
    onSessionInvalid: () => {},
  });
});

const open = (route: string = ROUTES.addWallet.path) =>
  renderPage(fund.store, ROUTES.addWallet.path, route, <AddWalletPage />);
const saved = () => fund.engine.wallet.addressList(FUND_TOKEN, {}).items;

describe('AddWalletPage', { timeout: 20_000 }, () => {
  it('checks the address for the chosen network, in words, before calling the server', async () => {
    const user = open();
    const address = await screen.findByLabelText('Wallet address', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter a remark')).toBeInTheDocument();
    expect(screen.getByText('Enter the wallet address')).toBeInTheDocument();
    expect(screen.getByText('Enter your pay password')).toBeInTheDocument();
    await user.type(address, `TR7NHq${'*'.repeat(22)}gjLj6t`);
    expect(screen.getByText('The address must not contain "*"')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(screen.getByText('A TRC20 address starts with T and has 34 characters (base58)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    expect(screen.queryByText(/A TRC20 address/)).not.toBeInTheDocument();
    expect(saved()).toEqual([]);
  });

  it('saves a TRC20 address with the pay password through the demo exchange', async () => {
    const user = open();
    await user.type(await screen.findByLabelText('Remark', {}, { timeout: 10_000 }), 'Cold wallet');
    await user.type(screen.getByLabelText('Wallet address'), TRON);
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(saved()).toEqual([
        expect.objectContaining({ currency: 3, chain: 'TRC20', remark: 'Cold wallet', address: TRON }),
      ]),
    );
  });

  it('shows the server’s refusal of a wrong pay password and keeps the form', async () => {
    const user = open();
    await user.type(await screen.findByLabelText('Remark', {}, { timeout: 10_000 }), 'Cold wallet');
    await user.type(screen.getByLabelText('Wallet address'), TRON);
    await user.type(screen.getByLabelText('Pay password'), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(refusals).toEqual(['Incorrect pay password']));
    expect(screen.getByLabelText('Wallet address')).toHaveValue(TRON);
    expect(saved()).toEqual([]);
  });

  it('edits the address of `id`, prefilled', async () => {
    await fund.engine.wallet.saveAddress(FUND_TOKEN, {
      currency: '45',
      name: 'Old',
      address: TRON,
      chain: 'TRC20',
      password: DEMO_PAY_PASSWORD,
    });
    const [before] = saved();
    const user = open(paths.addWallet({ id: String(before!.id) }));
    expect(await screen.findByRole('heading', { name: 'Edit withdraw address' }, { timeout: 10_000 })).toBeVisible();
    const remark = await screen.findByLabelText('Remark');
    expect(remark).toHaveValue('Old');
    expect(screen.getByRole('button', { name: /^Coin/ })).toHaveTextContent('USDC');
    await user.clear(remark);
    await user.type(remark, 'New');
    await user.type(screen.getByLabelText('Pay password'), DEMO_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saved()).toEqual([{ ...before, remark: 'New', updated_at: expect.any(Number) }]));
  });

  it('says so when the address to edit does not exist', async () => {
    open(paths.addWallet({ id: '999' }));
    expect(await screen.findByText('This withdraw address does not exist.', {}, { timeout: 10_000 })).toBeVisible();
  });
});
