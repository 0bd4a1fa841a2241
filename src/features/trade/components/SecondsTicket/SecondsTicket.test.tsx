import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { btcMarket, payCurrenciesFixture, secondsOptionsFixture } from '../../testing/trade';
import { afterThrottle, renderTrade } from '../../testing/render';
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

  it('asks for a stake and refuses more than the balance, offering a transfer into the seconds account', async () => {
    const { user } = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('Enter a stake')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Stake (USDT)' }), '4000');
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    // the stake's coin, from spot (where deposits land) into the seconds account
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/pages/fund/transfer?from=change&to=micro&currency=3');
  });
});

describe('SecondsTicket: the pay coin', () => {
  const btc = {
    id: 1,
    name: 'BTC',
    min: '0.0001',
    max: '0.5',
    feeRate: '0',
    presets: ['0.0001', '0.001', '0.01'],
    balance: '0.02',
    minBySeconds: { 30: '0.0001', 60: '0.0001', 120: '0.0005', 300: '0.001' },
  };
  const eth = { ...btc, id: 2, name: 'ETH', min: '0.003', presets: ['0.003'], balance: '0', minBySeconds: {} };

  it('starts on USDT; another coin brings its balance, presets and minimums, clears the stake and pays in it', async () => {
    const onSubmit = vi.fn(async () => ({}));
    const { user } = renderTrade(
      <SecondsTicket
        market={btcMarket}
        currencies={[...payCurrenciesFixture, eth, btc]}
        options={secondsOptionsFixture}
        lastPrice="95000.00"
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByRole('button', { name: /^Pay with/ });
    expect(field).toHaveTextContent('USDT');
    await user.click(screen.getByRole('button', { name: '100.00' }));

    await user.click(field);
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay with' }));
    // USDT, then the coins held, then the rest; each with its balance and minimum
    expect(sheet.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringMatching(/USDTAvailable 3,000.00 USDT · min 10.00$/),
      expect.stringMatching(/BTCAvailable 0.02 BTC · min 0.0001$/),
      expect.stringMatching(/ETHAvailable 0.00 ETH · min 0.003$/),
    ]);
    await user.click(sheet.getByRole('option', { name: /^BTC/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const stake = screen.getByRole('textbox', { name: 'Stake (BTC)' });
    expect(stake).toHaveValue('');
    expect(screen.getByText('Available').closest('div')).toHaveTextContent('0.0200 BTC');
    expect(screen.getByRole('radio', { name: /300 s/ }).closest('label')).toHaveTextContent('Profit 95% · min 0.001');
    await user.click(screen.getByRole('radio', { name: /300 s/ }));
    await user.click(screen.getByRole('button', { name: '0.0001' }));
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('This duration needs a stake of at least 0.001 BTC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '0.01' }));
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm: price goes up' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ matchId: 1, currencyId: 1, currencyName: 'BTC', direction: 'up', seconds: 300, amount: '0.01' }),
    );
  });
});
