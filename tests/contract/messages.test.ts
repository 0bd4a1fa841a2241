// @vitest-environment jsdom
/**
 * Station messages (wire-facts §14): `POST /faqs`, `POST /faqsq`, `POST /faqsqa` as the family's clients send them
 * (form-encoded, `lang` on every request, the raw token in `Authorization`). The app reads the family; the demo
 * exchange speaks it, in the request's language, and refuses what is not the caller's. See ./contract.ts.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '@mocks/engine';
import type { UserDoc } from '@mocks/engine/auth';
import type { MessageDoc } from '@mocks/engine/messages';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { getMessages, markMessageRead } from '@/api/messages';
import { markReadSchema, messagesSchema } from '@/api/wire/messages';
import { demo, example, expectParses, expectSpeaksFamily, missingKeys, payload, serve, signIn, type Loose } from './contract';

let engine: Engine;
let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  token = null;
  configureApi({ getToken: () => token, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  ({ engine } = await installTestEngine());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The seeded welcome message of a seeded user. */
function welcomeOf(email: string): MessageDoc {
  const [user] = engine.ctx.store.list<UserDoc>('users', { email });
  return engine.ctx.store.list<MessageDoc>('messages', { uid: user!.id })[0]!;
}

describe('POST /faqs {id?}: this user’s message rows, newest first', () => {
  const recorded = example('messages', 'faqs');

  it('the app reads the rows: unread by `mark`, times as UTC', async () => {
    expectParses(recorded, messagesSchema);
    serve('post', 'faqs', recorded);
    expect(await getMessages()).toEqual([
      {
        id: 42,
        title: 'Deposit credited',
        content: '<p>Your deposit of 100 USDT was approved.</p>',
        unread: true,
        createdAt: Date.UTC(2026, 10, 20, 9, 30),
        readAt: null,
      },
      {
        id: 17,
        title: 'Welcome',
        content: '<p>Welcome to the exchange.</p>',
        unread: false,
        createdAt: Date.UTC(2026, 10, 1, 8),
        readAt: Date.UTC(2026, 10, 2, 10),
      },
    ]);
  });

  it('the app keeps the rows it can read and leaves out one without an id', async () => {
    serve('post', 'faqs', { type: 'ok', message: [{ title: 'No id', content: 'x', mark: 1 }, recorded.message[1]] });
    expect((await getMessages()).map((m) => m.id)).toEqual([17]);
  });

  it('the demo exchange answers the same rows, rendered in the request’s language', async () => {
    token = await signIn();
    const produced = await demo('POST', 'faqs', {}, token);
    expectSpeaksFamily(produced, recorded, messagesSchema);
    const [row] = produced.message as Loose[];
    expect(row).toMatchObject({ title: 'Welcome to the demo exchange', mark: 1, readtime: null });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const zh = await demo('POST', 'faqs', { lang: 'zh' }, token);
    expect(zh.message[0].title).toBe('欢迎使用模拟交易所');
    const tur = await demo('POST', 'faqs', { lang: 'tur', id: String(row.id) }, token);
    expect(tur.message).toHaveLength(1);
    expect(tur.message[0].title).toBe('Demo borsaya hoş geldiniz');
  });

  it('the demo exchange renders a message’s values, escaped, and a server text among them in the language asked', async () => {
    token = await signIn();
    const uid = welcomeOf('demo@example.com').uid;
    engine.messages.write(uid, 'deposit.refused', {
      amount: '0.5',
      currency: 'BTC<b>',
      reason: { key: 'error.voucherInvalid' },
    });
    const [row] = (await demo('POST', 'faqs', {}, token)).message as Loose[];
    expect(row.title).toBe('Deposit refused');
    expect(row.content).toBe(
      'Your deposit of 0.5 BTC&lt;b&gt; was refused. Reason: The payment voucher could not be read, please upload it again',
    );
    const [jp] = (await demo('POST', 'faqs', { lang: 'jp' }, token)).message as Loose[];
    expect(jp.content).toContain('理由：');
    expect(jp.content).not.toContain('The payment voucher');
  });

  it('refuses without a session, and someone else’s message by id', async () => {
    expect((await demo('POST', 'faqs')).type).toBe('999');
    token = await signIn();
    const theirs = welcomeOf('totp@example.com');
    expect(await demo('POST', 'faqs', { id: String(theirs.id) }, token)).toEqual({
      type: 'error',
      message: 'This message belongs to another account',
    });
  });
});

describe('POST /faqsq {id}: marks one read, true', () => {
  const recorded = example('messages', 'faqsq');

  it('the app sends the id form-encoded with lang and the raw token, and reads true', async () => {
    expectParses(recorded, markReadSchema);
    let sent: { body: string; type: string | null; auth: string | null } | undefined;
    server.use(
      http.post('*/api/faqsq', async ({ request }) => {
        sent = {
          body: await request.text(),
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json(recorded);
      }),
    );
    token = 'raw-token';
    expect(await markMessageRead(42)).toBe(true);
    expect(sent).toEqual({
      body: 'id=42&lang=en',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      auth: 'raw-token',
    });
  });

  it('the demo exchange marks the user’s message read once: mark 0, readtime set', async () => {
    token = await signIn();
    const mine = welcomeOf('demo@example.com');
    const produced = await demo('POST', 'faqsq', { id: String(mine.id) }, token);
    expectSpeaksFamily(produced, recorded, markReadSchema);
    expect(produced).toEqual({ type: 'ok', message: true });
    const [row] = (await demo('POST', 'faqs', {}, token)).message as Loose[];
    expect(row).toMatchObject({ id: mine.id, mark: 0 });
    expect(row.readtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await demo('POST', 'faqsq', { id: String(mine.id) }, token)).toEqual({ type: 'ok', message: true });
  });

  it('the demo exchange refuses an unknown id and someone else’s message with a clear error, never a 500', async () => {
    token = await signIn();
    const theirs = welcomeOf('totp@example.com');
    expect(await demo('POST', 'faqsq', { id: '999999' }, token)).toEqual({
      type: 'error',
      message: 'This message does not exist',
    });
    expect(await demo('POST', 'faqsq', { id: String(theirs.id) }, token)).toEqual({
      type: 'error',
      message: 'This message belongs to another account',
    });
    expect(await demo('POST', 'faqsq', { id: String(theirs.id), lang: 'kor' }, token)).toEqual({
      type: 'error',
      message: '다른 계정의 메시지입니다',
    });
    expect(await demo('POST', 'faqsq', { id: 'abc' }, token)).toEqual({ type: 'error', message: 'Parameter error' });
    expect(await demo('POST', 'faqsq', {}, token)).toEqual({ type: 'error', message: 'Parameter error' });
    // the other user's message is still unread
    expect(engine.ctx.store.get<MessageDoc>('messages', String(theirs.id))).toMatchObject({ mark: 1, readtime: null });
  });
});

describe('POST /faqsqa: the newest unread row, or null', () => {
  it('reads as a message row (the family’s pop-up; the app shows the bell’s count instead)', () => {
    const recorded = example('messages', 'faqsqa');
    expectParses({ message: [payload(recorded)] }, messagesSchema);
    expect(payload(example('messages', 'faqsqa.none'))).toBeNull();
  });

  it('the demo exchange answers the unread welcome, then null once it is read', async () => {
    token = await signIn();
    const recorded = example('messages', 'faqsqa');
    const produced = await demo('POST', 'faqsqa', {}, token);
    expect(produced.type).toBe('ok');
    expect(missingKeys(recorded, produced)).toEqual([]);
    expect(messagesSchema.parse([produced.message])).toHaveLength(1);
    expect(produced.message).toMatchObject({ id: welcomeOf('demo@example.com').id, mark: 1 });
    await demo('POST', 'faqsq', { id: String(produced.message.id) }, token);
    expect(await demo('POST', 'faqsqa', {}, token)).toEqual(example('messages', 'faqsqa.none'));
  });
});
