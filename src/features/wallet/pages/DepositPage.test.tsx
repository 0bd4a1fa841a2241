// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { paths, ROUTES } from '@/lib/routes';
import { uploadVoucher } from '../testing/funding';
import { fundSuite, renderPage } from '../testing/render';
import { userAtom } from '@/state/session';
import { FUND_TOKEN, fundSession } from '../testing/session';
import DepositPage from './DepositPage';

const fund = fundSuite();

const open = () => renderPage(fund.store, ROUTES.receive.path, paths.receive({ currency: '3' }), <DepositPage />);
const deposits = () => fund.engine.wallet.rechargeLog(FUND_TOKEN, {}).items;
const photo = () => new File([new Uint8Array(2048)], 'voucher.png', { type: 'image/png' });

describe('DepositPage', { timeout: 20_000 }, () => {
  it('tells a demo account its funds come from the demo reset: no address is asked for, no voucher', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    fund.store.set(userAtom, { ...fundSession.user, is_demo: true });
    open();
    expect(await screen.findByText('Demo accounts take no deposits', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Reset demo funds/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount sent' })).toBeNull();
    expect(screen.queryByText('Payment voucher')).toBeNull();
    expect(asked.some((path) => path.endsWith('/wallet/get_in_address'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('asks for the amount sent and the voucher, and checks the minimum, before anything is sent', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }, { timeout: 10_000 }));
    expect(await screen.findByText('Enter the amount you sent')).toBeInTheDocument();
    expect(screen.getByText('Upload the payment voucher')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount sent' });
    expect(amount).toHaveFocus();
    await user.type(amount, '5');
    expect(await screen.findByText('The minimum deposit is 10.00 USDT')).toBeInTheDocument();
    await user.type(amount, '0');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('Upload the payment voucher')).toBeInTheDocument();
    expect(deposits()).toEqual([]);
  });

  it('asks for a reviewed deposit on the network shown, with the voucher uploaded, then clears the form', async () => {
    // jsdom's FormData does not reach Node's fetch as multipart: `/upload` answers the path of an image the user
    // uploaded to the engine itself (a deposit's voucher must be the user's own upload)
    const voucher = uploadVoucher(fund.engine);
    server.use(http.post('*/api/upload', () => HttpResponse.json({ type: 'ok', message: voucher })));
    const user = open();
    await user.click(await screen.findByRole('radio', { name: 'ERC20' }, { timeout: 10_000 }));
    const address = await screen.findByText(/^0x[0-9a-fA-F]{40}$/);
    await user.type(screen.getByRole('textbox', { name: 'Amount sent' }), '250.5');
    await user.upload(screen.getByLabelText('Payment voucher'), photo());
    expect(await screen.findByText('Payment voucher uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Payment voucher' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(deposits()).toEqual([
        expect.objectContaining({ amount: '250.50000000', chain: 'ERC20', address: address.textContent, voucher }),
      ]),
    );
    expect(await screen.findByText('Your deposit of 250.50 USDT is under review.', { exact: false })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount sent' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove Payment voucher' })).not.toBeInTheDocument();
  });
});
