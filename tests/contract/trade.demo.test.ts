// @vitest-environment jsdom
/**
 * The demo exchange speaks the family's trade shapes (wire-facts §4–§7): each trade call is made against the
 * demo's handlers the way the app makes it, and the answer must pass the app's schema of the family's shape
 * and carry every key of the example (./contract.ts). The app's half is ./trade.test.ts and ./trade.micro.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { ackText } from '@/api/schemas/primitives';
import { spotOrdersSchema } from '@/api/wire/trade/spot';
import { leverDealSchema, leverOrdersSchema, leverPositionsSchema } from '@/api/wire/trade/contract';
import { microOrderSchema, microOrdersSchema, payCurrenciesSchema, secondsOptionsSchema } from '@/api/wire/trade/seconds';
import { toClosedMicro, toLeverPush } from '@/api/wire/trade/feeds';
import type { ServerKey } from '@mocks/engine';
import { t as translate } from '@mocks/handlers/_util';
import { leverTradeWire, microOrderWire } from '@mocks/handlers/wire/trade';
import { demo, example, expectSpeaksFamily, missingKeys, signIn } from './contract';

const recorded = (name: string) => example('trade', name);
const BTC = { currency_id: '1', legal_id: '3' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await installTestEngine();
});
afterAll(() => server.close());

describe('the demo exchange speaks the family: contracts', () => {
  it('/lever/deal, /lever/submit, /lever/dealall, /lever/my_trade, /lever/setstop, /lever/close', async () => {
    const token = await signIn();
    const market = { ...BTC, share: '1', multiple: '10', type: '1', status: '1', target_price: '0', password: '' };
    expectSpeaksFamily(await demo('POST', 'lever/submit', market, token), recorded('lever_submit'), ackText);
    // with a position, so that `my_transaction` has a row to compare
    expectSpeaksFamily(await demo('POST', 'lever/deal', BTC, token), recorded('lever_deal'), leverDealSchema);
    const page = { page: 1, limit: 10 };
    const positions = await demo('POST', 'lever/dealall', { ...BTC, page: '1', limit: '10' }, token);
    expectSpeaksFamily(positions, recorded('lever_dealall'), leverPositionsSchema(page));
    const mine = await demo('POST', 'lever/my_trade', { ...BTC, status: '-1', page: '1', limit: '10' }, token);
    expectSpeaksFamily(mine, recorded('lever_my_trade'), leverOrdersSchema(page));

    const id = String(positions.message.order.data[0].id);
    const price = Number(positions.message.order.data[0].price);
    const stops = { id, target_profit_price: String(Math.round(price * 2)), stop_loss_price: String(Math.round(price / 2)) };
    expectSpeaksFamily(await demo('POST', 'lever/setstop', stops, token), recorded('lever_setstop'), ackText);
    expectSpeaksFamily(await demo('POST', 'lever/close', { id }, token), recorded('lever_close'), ackText);
  });

  it('/lever/cancel and /lever/batch_close', async () => {
    const token = await signIn();
    const limit = { ...BTC, share: '1', multiple: '5', type: '1', status: '0', target_price: '1000', password: '' };
    expect((await demo('POST', 'lever/submit', limit, token)).type).toBe('ok');
    const pending = await demo('POST', 'lever/my_trade', { ...BTC, status: '0', page: '1', limit: '10' }, token);
    const id = String(pending.message.message.data[0].id);
    expectSpeaksFamily(await demo('POST', 'lever/cancel', { id }, token), recorded('lever_cancel'), ackText);
    expectSpeaksFamily(await demo('POST', 'lever/batch_close', { type: '0' }, token), recorded('lever_batch_close'), ackText);
  });
});

describe('the demo exchange speaks the family: seconds and spot', () => {
  it('/microtrade/payable_currencies, /microtrade/seconds, /microtrade/submit, /microtrade/lists', async () => {
    const token = await signIn();
    const payable = await demo('GET', 'microtrade/payable_currencies', {}, token);
    expectSpeaksFamily(payable, recorded('microtrade_payable_currencies'), payCurrenciesSchema);
    const seconds = await demo('GET', 'microtrade/seconds', {}, token);
    expectSpeaksFamily(seconds, recorded('microtrade_seconds'), secondsOptionsSchema);

    const bet = { match_id: '1', currency_id: '3', currency_name: 'USDT', type: '1', seconds: String(seconds.message[0].seconds), number: '100' };
    expectSpeaksFamily(await demo('POST', 'microtrade/submit', bet, token), recorded('microtrade_submit'), microOrderSchema());
    const lists = await demo('GET', 'microtrade/lists', { match_id: '1', status: '-1', page: '1', limit: '5' }, token);
    expectSpeaksFamily(lists, recorded('microtrade_lists'), microOrdersSchema({ page: 1, limit: 5 }));
  });

  it('/coin/trade, /coin/list and PUT /coin/trade', async () => {
    const token = await signIn();
    const buy = { ...BTC, currency_name: 'BTC', type: '1', target_price: '1000', amount: '0.001', order_type: 'limit' };
    expectSpeaksFamily(await demo('POST', 'coin/trade', buy, token), recorded('coin_trade'), ackText);
    const list = await demo('GET', 'coin/list', { page: '1', limit: '20' }, token);
    expectSpeaksFamily(list, recorded('coin_list'), spotOrdersSchema({ page: 1, limit: 20 }));
    const id = String(list.message.find((row: { status: number }) => Number(row.status) === 1).id);
    expectSpeaksFamily(await demo('PUT', 'coin/trade', { id }, token), recorded('coin_trade.put'), ackText);
  });
});

describe('the demo exchange speaks the family: socket events', () => {
  it('`lever_trade` and `closed_microorder` carry the family keys and the app reads them', async () => {
    const { engine, clock } = await installTestEngine();
    const token = await signIn();
    const uid = engine.user.requireUser(token).id;
    const position = { ...BTC, share: '1', multiple: '10', type: '1', status: '1', target_price: '0', password: '' };
    expect((await demo('POST', 'lever/submit', position, token)).type).toBe('ok');
    const t = (key: ServerKey) => translate('en', key);

    const lever = { type: 'lever_trade', to: uid, ...leverTradeWire(engine.trade.leverPush(uid), t) };
    expect(missingKeys(recorded('lever_trade.event'), lever)).toEqual([]);
    expect(toLeverPush(lever)?.positions).toHaveLength(1);

    const bet = { match_id: '1', currency_id: '3', currency_name: 'USDT', type: '2', seconds: '30', number: '100' };
    const placed = await demo('POST', 'microtrade/submit', bet, token);
    clock.advance(31_000);
    const [settled] = engine.trade.sweep().micro;
    const event = { type: 'closed_microorder', to: uid, data: microOrderWire(settled!, t, clock(), 'demo') };
    expect(missingKeys(recorded('closed_microorder.event'), event)).toEqual([]);
    expect(toClosedMicro(event)).toMatchObject({ id: placed.message.id, order: { status: 'closed' } });
  });
});
