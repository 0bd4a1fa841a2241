// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import { server } from '@mocks/node';
import { paths, ROUTES } from '@/lib/routes';
import { renderPage, setUpFund } from '../testing/render';
import { demoUserId } from '../testing/session';
import TransferPage from './TransferPage';

let engine: Engine;
let store: Awaited<ReturnType<typeof setUpFund>>['store'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  ({ engine, store } = await setUpFund());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const open = (route: string = ROUTES.transfer.path) =>
  renderPage(store, ROUTES.transfer.path, route, <TransferPage />);
const usdt = (account: 'change' | 'lever' | 'micro' | 'legal') =>
  engine.ledger.balance(demoUserId(engine), account, 3).available;

describe('TransferPage', { timeout: 15_000 }, () => {
  it('moves the amount from spot to futures through the ledger, exactly', async () => {
    const user = open();
    await screen.findByText('10,000.00000000 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount'), '1234.56789012');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('8,765.43210988 USDT')).toBeInTheDocument();
    expect(usdt('change')).toBe('8765.43210988');
    expect(usdt('lever')).toBe('21234.56789012');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('refuses more than available before calling the server', async () => {
    const user = open();
    await screen.findByText('10,000.00000000 USDT', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Amount'), '10000.00000001');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(usdt('change')).toBe('10000.00000000');
  });

  it('asks for an amount above zero', async () => {
    const user = open();
    await screen.findByText('10,000.00000000 USDT', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Enter an amount above zero')).toBeInTheDocument();
  });

  it('starts from the query’s accounts and swaps them', async () => {
    const user = open(paths.transfer({ from: 'micro', to: 'legal' }));
    await screen.findByText('3,000.00000000 USDT', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('Seconds');
    expect(screen.getByRole('button', { name: /^To/ })).toHaveTextContent('Fiat');
    await user.click(screen.getByRole('button', { name: 'Swap accounts' }));
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('Fiat');
    expect(await screen.findByText('5,000.00000000 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('0.00000000 USDT')).toBeInTheDocument();
    expect(usdt('legal')).toBe('0.00000000');
    expect(usdt('micro')).toBe('8000.00000000');
  });
});
