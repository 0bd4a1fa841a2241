/**
 * Demo accounts (docs/decisions.md, row 61). The family has no public shape for them, so ours: a real user
 * creates (once) a demo twin, a user of its own (`is_demo` true) whose balances are its own ledger balances,
 * funded through the ledger with `DEMO_FUNDS`; real and demo money never mix. The client switches by swapping
 * session tokens (`switchTo` opens a session for the other user of the pair); a reset cancels the twin's
 * orders, closes its positions and brings its balances back to `DEMO_FUNDS`, every step a ledger entry.
 *
 * The twin cannot sign in by itself: no e-mail, no phone, no password; only its owner's session reaches it.
 */
import { DEMO_FUNDS } from '../../fixtures/trade';
import { fail } from '../core';
import { dec, ZERO, type AccountName } from '../ledger';
import type { UserDoc } from '../auth';
import { intParam } from './params';
import { DEMO_LINKS, type Input, type Kit } from './types';

export function createDemo(kit: Kit, release: (uid: number) => void) {
  const { store, clock } = kit.ctx;
  const { users, ledger } = kit;

  const twinOf = (uid: number) => store.get<{ demo_id: number }>(DEMO_LINKS, `real:${uid}`)?.demo_id;
  const ownerOf = (uid: number) => store.get<{ real_id: number }>(DEMO_LINKS, `demo:${uid}`)?.real_id;
  const fund = (account: AccountName, currency: number) =>
    dec(DEMO_FUNDS.find((f) => f.account === account && f.currency === currency)?.amount ?? '0');
  const memo = (uid: number, reason: string) => ({ reason, reference: `demo:${uid}` });

  /** The user a `user_id` names, when the caller may act on it: itself, its twin, or its twin's owner. */
  function reachable(caller: UserDoc, raw: string | undefined): UserDoc {
    const id = intParam(raw, 'error.param', 1);
    if (id !== caller.id && id !== twinOf(caller.id) && id !== ownerOf(caller.id))
      fail('error.accountSwitchDenied');
    return users.userById(id) ?? fail('error.accountSwitchDenied');
  }

  return {
    /** The real account a demo twin belongs to (undefined for anyone else). */
    ownerOf,

    /** `POST /user/demo_account`: the caller's demo twin, created and funded on the first call. */
    create(token: string | undefined): UserDoc {
      const user = users.requireUser(token);
      if (user.is_demo) return user;
      const existing = twinOf(user.id);
      if (existing !== undefined) return users.userById(existing)!;
      return store.transaction(() => {
        const twin: UserDoc = {
          ...user,
          id: store.nextId('users'),
          email: null,
          phone: null,
          password_hash: '',
          google_secret: null,
          google_pending_secret: null,
          google_last_step: undefined,
          is_demo: true,
          created_at: clock(),
        };
        users.saveUser(twin);
        store.put(DEMO_LINKS, `real:${user.id}`, { demo_id: twin.id });
        store.put(DEMO_LINKS, `demo:${twin.id}`, { real_id: user.id });
        for (const { account, currency, amount } of DEMO_FUNDS)
          ledger.credit({ user: twin.id, account, currency, amount, ...memo(twin.id, 'demo.fund') });
        return twin;
      });
    },

    /** `POST /user/change_account {user_id}`: a new session for the caller, its twin or its owner. */
    switchTo(token: string | undefined, input: Input<'user_id'>): { token: string; user: UserDoc } {
      const target = reachable(users.requireUser(token), input.user_id);
      return { token: users.openSession(target.id), user: target };
    },

    /** `POST /user/reset_account {user_id}` (a demo twin): orders cancelled, positions closed, funds restored. */
    reset(token: string | undefined, input: Input<'user_id'>): void {
      const target = reachable(users.requireUser(token), input.user_id);
      if (!target.is_demo || ownerOf(target.id) === undefined) fail('error.demoOnly');
      store.transaction(() => {
        release(target.id);
        const books = new Map<string, { account: AccountName; currency: number }>();
        for (const b of ledger.balances(target.id)) {
          const account = b.account as AccountName; // a person's balances are in the named accounts
          books.set(`${account}:${b.currency}`, { account, currency: b.currency });
        }
        for (const f of DEMO_FUNDS) books.set(`${f.account}:${f.currency}`, f);
        for (const { account, currency } of books.values()) {
          const diff = fund(account, currency).minus(ledger.balance(target.id, account, currency).available);
          const move = { user: target.id, account, currency, ...memo(target.id, 'demo.reset') };
          if (diff.gt(ZERO)) ledger.credit({ ...move, amount: diff });
          else if (diff.lt(ZERO)) ledger.debit({ ...move, amount: diff.negated() });
        }
      });
    },
  };
}
