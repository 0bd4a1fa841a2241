// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { candlesOk } from '@/testing/marketWire';
import { fetchCandles } from './dataLoader';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const T0 = Date.UTC(2026, 10, 1, 8, 0);
const rows = [0, 1].map((i) => ({
  time: T0 + i * 60_000,
  open: '100',
  high: '101',
  low: '99',
  close: '100.5',
  volume: '1',
}));

describe('fetchCandles', () => {
  it('says whether the answer holds only part of its page (`partial`, decision 94)', async () => {
    server.use(
      http.get('*/api/currency/new_timeshar', ({ request }) =>
        HttpResponse.json({
          ...candlesOk(rows),
          ...(new URL(request.url).searchParams.get('period') === '1mon' ? { partial: true } : {}),
        }),
      ),
    );
    const whole = await fetchCandles({ symbol: 'BTC/USDT', period: '1min' });
    expect(whole.partial).toBe(false);
    expect(whole.candles).toHaveLength(2);
    const part = await fetchCandles({ symbol: 'BTC/USDT', period: '1mon' });
    expect(part).toMatchObject({ partial: true, candles: [{ time: T0 }, { time: T0 + 60_000 }] });
  });
});
