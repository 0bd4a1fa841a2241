// @vitest-environment node
/**
 * Every call of the spec and of wire-facts §14, sent exactly as the family's clients send it and read field by
 * field as they read it (./clients.ts). The rows run in order on one demo exchange: sign-up, the account, the
 * money, then the family's own calls. docs/architecture.md, "Wire compatibility", has a row per call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/fixtures/auth';
import { runRow, runUnbuilt, send, type Ctx } from './clients';
import { accountRows } from './clients.account';
import { FAMILY_CALLS, familyRows } from './clients.family';
import { moneyRows } from './clients.money';
import { SPEC_CALLS } from './clients.spec';

const ROWS = [...accountRows, ...moneyRows, ...familyRows];
const ctx = { tokens: { demo: '', fresh: '' }, kept: {} } as Ctx;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  ({ engine: ctx.engine, clock: ctx.clock } = await installTestEngine());
  const { body } = await send('POST', '/user/login', {
    user_string: 'demo@example.com',
    password: DEMO_PASSWORD,
  });
  ctx.tokens.demo = body.message;
});
afterAll(() => server.close());

describe('the spec’s calls and the family’s own (§14), as their clients send them', () => {
  ROWS.forEach((row, i) => {
    it(`${i + 1}. ${row.call}${row.note ? ` (${row.note})` : ''}`, { timeout: 20_000 }, async () => {
      await runRow(row, ctx);
    });
  });
});

describe('coverage', () => {
  const rowCalls = new Set(ROWS.map((r) => r.call));

  it('has a row for every call of the spec the demo answers, and for every call of §14', () => {
    expect(SPEC_CALLS).toHaveLength(133);
    expect(SPEC_CALLS.filter((c) => !c.slice && !rowCalls.has(c.call)).map((c) => c.call)).toEqual([]);
    expect(FAMILY_CALLS.filter((call) => !rowCalls.has(call))).toEqual([]);
  });

  it('answers every call not built yet with a 404 envelope in the request’s language, never a 500', async () => {
    const unbuilt = SPEC_CALLS.filter((c) => c.slice);
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const call of unbuilt)
      await runUnbuilt(
        { call: call.call, slice: call.slice!, params: { page: '1', limit: '99999999' } },
        ctx.tokens.demo,
      );
  });
});
