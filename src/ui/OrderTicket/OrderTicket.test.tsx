import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { OrderTicket } from './OrderTicket';

const common = { base: 'BTC', quote: 'USDT', lastPrice: '100', feeRate: '0.001', onSubmit: () => {} };

describe('OrderTicket', () => {
  it('renders the spot ticket for kind="spot"', () => {
    renderUi(<OrderTicket {...common} kind="spot" side="buy" onSideChange={() => {}} availableQuote="10" availableBase="1" />);
    expect(screen.getByRole('radiogroup', { name: 'Buy or sell' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy BTC' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Leverage' })).toBeNull();
  });

  it('renders the contract ticket for kind="contract"', () => {
    renderUi(<OrderTicket {...common} kind="contract" available="10" lotSize="0.01" minLots={1} maxLots={10} maintenanceRate="0.005" />);
    expect(screen.getByRole('radiogroup', { name: 'Direction' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Leverage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open long' })).toBeInTheDocument();
  });

  it('exposes the shared parts as subcomponents', () => {
    renderUi(
      <OrderTicket.Lines>
        <OrderTicket.Line label="Margin" value="90.00 USDT" />
      </OrderTicket.Lines>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Margin');
    expect(screen.getByRole('definition')).toHaveTextContent('90.00 USDT');
  });
});
