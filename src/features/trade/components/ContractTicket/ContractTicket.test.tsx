import { useMutation } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeverSubmitVars } from '../../useContract';
import { btcMarket, makeDeal } from '../../testing/trade';
import { afterThrottle, renderTrade } from '../../testing/render';
import { ContractTicket } from './ContractTicket';

afterEach(cleanup);

function renderTicket(props: Partial<Parameters<typeof ContractTicket>[0]> = {}) {
  const onSubmit = vi.fn(async () => ({ message: 'ok' }));
  const view = renderTrade(
    <ContractTicket market={btcMarket} deal={makeDeal()} lastPrice="95000.00" submitting={false} onSubmit={onSubmit} {...props} />,
  );
  return { ...view, onSubmit };
}

const lots = () => screen.getByRole('spinbutton', { name: 'Lots' });
const openLong = () => screen.getByRole('button', { name: 'Open long' });

describe('ContractTicket', () => {
  it('shows the live summary: available, margin and fee at the spread-adjusted entry, est. liquidation', async () => {
    const { user } = renderTicket();
    await user.clear(lots());
    await user.type(lots(), '2');
    const summary = (label: string) => screen.getByText(label).closest('div')!;
    expect(summary('Available')).toHaveTextContent('20,000.00 USDT');
    // 2 lots = 0.002 BTC at 95,000.25 (half the spread above the last price) ÷ 10
    expect(summary('Margin')).toHaveTextContent('19.00005 USDT');
    expect(summary('Fee')).toHaveTextContent('0.1900005 USDT');
    expect(summary('Est. liquidation price')).toHaveTextContent('87,400.48 USDT');
  });

  it('explains each problem, translated, before anything is sent', async () => {
    const { user, onSubmit } = renderTicket({ deal: makeDeal({ balance: '10' }), initialLeverage: 125 });
    await user.clear(lots());
    await user.type(lots(), '1.5');
    await user.click(screen.getByRole('radio', { name: 'Limit' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '95000.123');
    await user.click(openLong());
    expect(await screen.findByText('Lots must be a whole number')).toBeInTheDocument();
    expect(screen.getByText("Use at most 2 decimal places (the pair's price step)")).toBeInTheDocument();
    // the first invalid field has the focus, marked invalid and described by its message
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription("Use at most 2 decimal places (the pair's price step)");
    expect(screen.getByText('Leverage above 100× is not offered')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(lots());
    await user.type(lots(), '20000');
    expect(await screen.findByText('At most 10000 lots')).toBeInTheDocument();
    await user.clear(lots());
    await user.type(lots(), '0');
    expect(await screen.findByText('At least 1 lots')).toBeInTheDocument();
    await user.clear(lots());
    await user.type(lots(), '1');
    await user.click(screen.getByRole('radio', { name: '100×' }));
    // 1 lot at 100×: margin 0.95 + fee 0.095 is within 10 USDT; 100 lots are not
    await user.clear(lots());
    await user.type(lots(), '100');
    await afterThrottle();
    await user.click(openLong());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns of liquidation risk above 10×, not at 10×', async () => {
    const { user } = renderTicket();
    expect(screen.getByRole('radio', { name: '10×' })).toBeChecked();
    expect(screen.queryByText(/High leverage/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: '20×' }));
    expect(screen.getByText(/High leverage: above 10×/)).toBeInTheDocument();
  });

  it('confirms with the figures of the order, then sends it', async () => {
    const { user, onSubmit } = renderTicket();
    await user.clear(lots());
    await user.type(lots(), '2');
    await user.click(screen.getByRole('radio', { name: /Short/ }));
    await user.click(screen.getByRole('button', { name: 'Open short' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm order' }));
    const line = (label: string) => sheet.getByText(label).closest('div')!;
    expect(line('Direction')).toHaveTextContent('Short ↓ · 10×');
    expect(line('Price')).toHaveTextContent('Market (now 95,000.00 USDT)');
    expect(line('Lots')).toHaveTextContent('2 lots = 0.00200 BTC');
    expect(line('Entry price (after spread)')).toHaveTextContent('94,999.75 USDT');
    expect(line('Margin')).toHaveTextContent('18.99995 USDT');
    expect(line('Fee')).toHaveTextContent('0.1899995 USDT');
    // entry − s/2 + margin × 0.8 ÷ quantity = 94,999.50 + 7,599.98
    expect(line('Est. liquidation price')).toHaveTextContent('102,599.48 USDT');
    await user.click(sheet.getByRole('button', { name: 'Confirm short' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      order: { currencyId: 1, legalId: 3, side: 'short', kind: 'market', lots: '2', leverage: 10 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends ONE order on a double tap, and never retries it', async () => {
    const sent = vi.fn<(vars: LeverSubmitVars) => void>();
    let release!: () => void;
    function Wired() {
      const m = useMutation({
        retry: 0,
        mutationFn: (vars: LeverSubmitVars) =>
          new Promise<{ message: string }>((resolve, reject) => {
            sent(vars);
            release = () => reject(new Error('Insufficient wallet balance'));
            void resolve;
          }),
      });
      return <ContractTicket market={btcMarket} deal={makeDeal()} lastPrice="95000.00" submitting={m.isPending} onSubmit={(v) => m.mutateAsync(v)} />;
    }
    const { user } = renderTrade(<Wired />);
    await user.click(openLong());
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm long' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // the server refuses: its message shows, the form keeps what was typed, nothing is sent again
    await act(async () => release());
    expect(await screen.findByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(lots()).toHaveValue('1');
    expect(screen.getByRole('radio', { name: '10×' })).toBeChecked();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says the figures are indicative while the price feed is down', () => {
    renderTicket({ stale: true });
    expect(screen.getByText('Live prices are unavailable: the figures shown are indicative.')).toBeInTheDocument();
  });

  it('sends a limit order with its price, and TP/SL with it', async () => {
    const { user, onSubmit } = renderTicket();
    await user.click(screen.getByRole('radio', { name: 'Limit' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '94000');
    await user.click(screen.getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await user.type(screen.getByRole('textbox', { name: 'Take profit' }), '99000');
    await user.type(screen.getByRole('textbox', { name: 'Stop loss' }), '90000');
    await user.click(openLong());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm long' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        order: { currencyId: 1, legalId: 3, side: 'long', kind: 'limit', lots: '1', leverage: 10, price: '94000' },
        stops: { takeProfit: '99000', stopLoss: '90000' },
      }),
    );
  });

  it('keeps no hidden stops: TP/SL switched off sends the order without them', async () => {
    const { user, onSubmit } = renderTicket();
    const stops = screen.getByRole('checkbox', { name: 'Take profit / stop loss' });
    expect(screen.queryByRole('textbox', { name: 'Take profit' })).toBeNull();
    await user.click(stops);
    await user.type(screen.getByRole('textbox', { name: 'Take profit' }), '99000');
    await user.click(stops);
    expect(screen.queryByRole('textbox', { name: 'Take profit' })).toBeNull();
    await user.click(openLong());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm long' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ order: { currencyId: 1, legalId: 3, side: 'long', kind: 'market', lots: '1', leverage: 10 } }),
    );
  });

  it('offers a transfer into the contract account when the balance is short', async () => {
    const { user, onSubmit } = renderTicket({ deal: makeDeal({ balance: '5' }) });
    await user.click(openLong());
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    // USDT (id 3) from spot, where deposits land, into the contract account
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/pages/fund/transfer?from=change&to=lever&currency=3');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
