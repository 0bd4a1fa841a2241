/**
 * The user's bank card (spec §3, §5; wire-facts §9 `/user/cash_info`, `/user/cash_save`): one card per user,
 * saved whole and replaced whole. The family's fields (`real_name`, `bank_account`, `bank_name`, `bank_branch`)
 * and the spec's others under our names (`bank_address`, `bank_code`, `aba`, `swift`, `post_code`,
 * `payee_address`, `payee_phone`) — decision 68. No money moves here.
 */
import { fail, type EngineContext, type ServerKey } from '../core';
import type { UserArea } from '../auth';

type Input<K extends string> = Partial<Record<K, string>>;

export const BANK_CARD_FIELDS = [
  'real_name',
  'bank_account',
  'bank_name',
  'bank_address',
  'bank_branch',
  'bank_code',
  'aba',
  'swift',
  'post_code',
  'payee_address',
  'payee_phone',
] as const;
type Field = (typeof BANK_CARD_FIELDS)[number];

/** `user_cash_info` / `<user id>`. */
export type BankCardDoc = Record<Field, string> & {
  id: number;
  user_id: number;
  created_at: number;
  updated_at: number;
};

const COLLECTION = 'user_cash_info';
/** Decision 8: digits only, at least 12 (the app's `BANK_CARD_MIN_DIGITS`); 30 at most (ours). */
export const BANK_ACCOUNT_RE = /^\d{12,30}$/;
const TEXT_MAX = 100;

interface Rule {
  required: boolean;
  /** The pattern a non-empty value must match (after trimming); else only the length is checked. */
  pattern?: RegExp;
  /** Stored in upper case (SWIFT). */
  upper?: boolean;
  invalid: ServerKey;
}

const RULES: Record<Field, Rule> = {
  real_name: { required: true, invalid: 'error.bankRealName' },
  bank_account: { required: true, pattern: BANK_ACCOUNT_RE, invalid: 'error.bankAccountInvalid' },
  bank_name: { required: true, invalid: 'error.bankName' },
  bank_address: { required: true, invalid: 'error.bankAddress' },
  bank_branch: { required: false, invalid: 'error.bankTextTooLong' },
  bank_code: { required: false, pattern: /^[A-Za-z0-9-]{1,20}$/, invalid: 'error.bankCodeInvalid' },
  // ABA routing number: 9 digits.
  aba: { required: true, pattern: /^\d{9}$/, invalid: 'error.bankAbaInvalid' },
  // SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3).
  swift: { required: true, pattern: /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, upper: true, invalid: 'error.bankSwiftInvalid' },
  post_code: { required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, invalid: 'error.bankPostCodeInvalid' },
  payee_address: { required: true, invalid: 'error.bankPayeeAddress' },
  payee_phone: { required: true, pattern: /^\+?\d[\d -]{5,19}$/, invalid: 'error.bankPhoneInvalid' },
};

/** Checks every field in the form's order; the first problem is the answer. */
function readCard(input: Input<Field>): Record<Field, string> {
  const card = {} as Record<Field, string>;
  for (const field of BANK_CARD_FIELDS) {
    const rule = RULES[field];
    const value = (input[field] ?? '').trim();
    if (!value) {
      if (rule.required) return fail(rule.invalid);
      card[field] = '';
      continue;
    }
    if (Array.from(value).length > TEXT_MAX) return fail('error.bankTextTooLong', { max: TEXT_MAX });
    if (rule.pattern && !rule.pattern.test(value)) return fail(rule.invalid);
    card[field] = rule.upper ? value.toUpperCase() : value;
  }
  return card;
}

export function createBankCard(ctx: EngineContext, deps: { user: UserArea }) {
  const { store, clock } = ctx;
  const { user: users } = deps;

  const cardOf = (userId: number) => store.get<BankCardDoc>(COLLECTION, String(userId));

  return {
    /** The user's card, if any (a withdrawal to a bank card reads it). */
    bankCardOf: (userId: number): BankCardDoc | undefined => cardOf(userId),

    /** `POST /user/cash_info`: the user's card, or null when there is none. */
    cashInfo(token: string | undefined): BankCardDoc | null {
      const user = users.requireUser(token);
      return cardOf(user.id) ?? null;
    },

    /** `POST /user/cash_save {real_name, bank_account, …}`: creates or replaces the user's card. */
    cashSave(token: string | undefined, input: Input<Field>): BankCardDoc {
      const user = users.requireUser(token);
      const fields = readCard(input);
      return store.transaction(() => {
        const before = cardOf(user.id);
        const now = clock();
        const doc: BankCardDoc = {
          id: before?.id ?? store.nextId(COLLECTION),
          user_id: user.id,
          ...fields,
          created_at: before?.created_at ?? now,
          updated_at: now,
        };
        store.put(COLLECTION, String(user.id), doc);
        return doc;
      });
    },
  };
}
