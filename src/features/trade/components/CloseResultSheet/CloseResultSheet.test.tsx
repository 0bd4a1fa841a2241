import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btcMarket, makeLeverOrder } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { CloseResultSheet } from './CloseResultSheet';

afterEach(cleanup);

describe('CloseResultSheet', () => {
  it('says what the close came to: realised P&L with its sign and arrow, the fees, the net after them', async () => {
    const closed = makeLeverOrder({ side: 'short', status: 'closed', markPrice: '96200.25', pnl: '-2.401', overnightFee: '0.038' });
    const onClose = vi.fn();
    const { user } = renderTrade(<CloseResultSheet closed={closed} market={btcMarket} onClose={onClose} />);
    const sheet = within(await screen.findByRole('dialog', { name: 'BTC/USDT position closed' }));
    const line = (label: string) => sheet.getByText(label).closest('div')!;
    expect(sheet.getByText('-2.401 USDT')).toBeInTheDocument();
    expect(line('Fee')).toHaveTextContent('0.1900005 USDT');
    expect(line('Overnight fees')).toHaveTextContent('0.038 USDT');
    // −2.401 − 0.1900005 − 0.038
    expect(line('Net after fees')).toHaveTextContent('-2.6290005 USDT');
    expect(line('Exit price')).toHaveTextContent('96,200.25 USDT');
    expect(sheet.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/pages/transaction/contract_order?symbol=BTC/USDT');
    await user.click(sheet.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves out overnight fees when none were charged', async () => {
    renderTrade(<CloseResultSheet closed={makeLeverOrder({ status: 'closed', pnl: '0.239' })} market={btcMarket} onClose={vi.fn()} />);
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getByText('+0.239 USDT')).toBeInTheDocument();
    expect(sheet.queryByText('Overnight fees')).toBeNull();
  });
});
