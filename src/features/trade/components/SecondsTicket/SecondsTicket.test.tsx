import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btcMarket, payCurrenciesFixture, secondsOptionsFixture } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { SecondsTicket } from './SecondsTicket';

afterEach(cleanup);

function renderTicket(onSubmit = vi.fn(async () => ({}))) {
  const view = renderTrade(
    <SecondsTicket
      market={btcMarket}
      currencies={payCurrenciesFixture}
      options={secondsOptionsFixture}
      lastPrice="95000.00"
      submitting={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

describe('SecondsTicket', () => {
  it('confirms the stake, duration, ratio and the payout if won, then places the bet', async () => {
    const { user, onSubmit } = renderTicket();
    await user.click(screen.getByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('radio', { name: /60 s/ }));
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm seconds contract' }));
    const line = (label: string) => sheet.getByText(label).closest('div')!;
    expect(line('Your call')).toHaveTextContent('↑ Up: the price ends higher');
    expect(line('Stake (USDT)')).toHaveTextContent('100.00 USDT');
    expect(line('Duration')).toHaveTextContent('60 s');
    expect(line('Profit ratio')).toHaveTextContent('85%');
    expect(line('Payout if you win (USDT)')).toHaveTextContent('185.00 USDT');
    await user.click(sheet.getByRole('button', { name: 'Confirm: price goes up' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ matchId: 1, currencyId: 3, currencyName: 'USDT', direction: 'up', seconds: 60, amount: '100' }),
    );
  });

  it('shows each duration with its profit ratio and minimum, and enforces the minimum', async () => {
    const { user, onSubmit } = renderTicket();
    const long = screen.getByRole('radio', { name: /300 s/ });
    expect(long.closest('label')).toHaveTextContent('Profit 95% · min 100.00');
    await user.click(long);
    await user.click(screen.getByRole('button', { name: '50.00' }));
    await user.click(screen.getByRole('button', { name: 'Buy down' }));
    expect(await screen.findByText('This duration needs a stake of at least 100.00 USDT')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a stake and refuses more than the balance', async () => {
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('Enter a stake')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Stake (USDT)' }), '4000');
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
  });
});
