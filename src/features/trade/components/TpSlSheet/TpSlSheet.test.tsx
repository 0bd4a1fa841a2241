import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btcMarket, makeLeverOrder } from '../../testing/trade';
import { afterThrottle, renderTrade } from '../../testing/render';
import { TpSlSheet } from './TpSlSheet';

afterEach(cleanup);

describe('TpSlSheet', () => {
  it('checks the prices against entry, mark and liquidation before saving', async () => {
    const onSave = vi.fn(async () => 'ok');
    const onClose = vi.fn();
    const position = makeLeverOrder();
    const { user } = renderTrade(<TpSlSheet position={position} market={btcMarket} onClose={onClose} onSave={onSave} saving={false} />);
    const sheet = within(await screen.findByRole('dialog', { name: 'Take profit / stop loss' }));
    const tp = sheet.getByRole('textbox', { name: 'Take profit' });
    const sl = sheet.getByRole('textbox', { name: 'Stop loss' });
    await user.type(tp, '95100');
    await user.type(sl, '87000');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await sheet.findByText('Take profit must be above the entry and the current price')).toBeInTheDocument();
    expect(sheet.getByText('Stop loss is past the liquidation price, so it would never trigger')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(tp);
    await user.type(tp, '99000');
    await user.clear(sl);
    await user.type(sl, '90000');
    await afterThrottle();
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(101, { takeProfit: '99000', stopLoss: '90000' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the values and shows the server’s refusal', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('Function not open')));
    const { user } = renderTrade(<TpSlSheet position={makeLeverOrder({ stopLoss: '90000' })} market={btcMarket} onClose={vi.fn()} onSave={onSave} saving={false} />);
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getByRole('textbox', { name: 'Stop loss' })).toHaveValue('90000');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await sheet.findByText('Function not open')).toBeInTheDocument();
    expect(sheet.getByRole('textbox', { name: 'Stop loss' })).toHaveValue('90000');
  });
});
