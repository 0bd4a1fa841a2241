// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { fixtureTransport, setRealtimeTransport } from '@/realtime/testing';
import { socketStatusAtom } from '@/realtime/state';
import { tokenAtom } from '@/state/session';
import { marketsFixture, quotationOk } from '@/testing/marketWire';
import { RouteHarness as PageHarness } from '@/testing';
import MarketPage from './MarketPage';
import { paths, ROUTES } from '@/lib/routes';
import { Providers, createQueryClient } from '@/testing';

let store: ReturnType<typeof createStore>;
let transport: ReturnType<typeof fixtureTransport>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  store = createStore();
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => 'en',
    onError: () => {},
    onSessionInvalid: () => {},
  });
  await installTestEngine();
  server.use(http.get('*/api/currency/quotation_new', () => HttpResponse.json(quotationOk(marketsFixture))));
  transport = fixtureTransport('connected');
  setRealtimeTransport(transport).connect();
  store.set(socketStatusAtom, 'connected');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderPage(route: string = ROUTES.market.path) {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <PageHarness path={ROUTES.market.path}>
          <MarketPage />
        </PageHarness>
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

const rowSymbols = () =>
  screen
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-symbol'))
    .filter(Boolean);

describe('MarketPage', { timeout: 20_000 }, () => {
  it('lists spot pairs with chart links and updates a row from a daymarket push', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /^BTC\/USDT/ }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/pages/transaction/index?symbol=BTC/USDT');
    expect(rowSymbols()).not.toContain('AAPL/USDT');
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('95,123.45')).toBeInTheDocument();

    act(() =>
      transport.push('daymarket', [
        {
          symbol: 'BTC/USDT',
          price: '96000.5',
          open: '94000',
          high: '1',
          low: '1',
          volume: '1',
          turnover: '1',
          change: '2.13',
        },
      ]),
    );
    await waitFor(() => expect(within(row).getByText('96,000.50')).toBeInTheDocument());
    expect(within(row).getByText('+2.13%')).toBeInTheDocument();
  });

  it('sorts by change with aria-sort on the column header', async () => {
    const user = renderPage();
    await screen.findByRole('link', { name: /^BTC\/USDT/ }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /24h change/ }));
    expect(screen.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowSymbols()[0]).toBe('ARB/USDT');
    await user.click(screen.getByRole('button', { name: /24h change/ }));
    expect(screen.getByRole('columnheader', { name: /24h change/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(rowSymbols()[0]).toBe('DOGE/USDT');
  });

  it('asks a visitor to log in on the favourites tab', async () => {
    renderPage(paths.market({ tab: 'favorites' }));
    expect(await screen.findByText('Log in to see your favorites')).toBeInTheDocument();
  });

  it('marks the list stale while the socket is down', async () => {
    renderPage();
    await screen.findByRole('link', { name: /^BTC\/USDT/ }, { timeout: 8000 });
    act(() => store.set(socketStatusAtom, 'disconnected'));
    expect(await screen.findByText(/reconnecting/i)).toBeInTheDocument();
    // the last values stay on screen
    expect(screen.getByText('95,123.45')).toBeInTheDocument();
  });
});
