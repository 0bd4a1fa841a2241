/**
 * Saved withdraw addresses (spec §3, §5; wire-facts §9 `/user/wallet/list`, `/user/wallet/save`, and the demo's
 * `/user/editUserAddress`, `/user/delUserAddress`, whose shapes no public server shows — decision 68). A remark
 * (`name`), a coin, a chain (TRC20 or ERC20) and the address; saving and editing ask for the pay password.
 * No money moves here: withdrawals (a later slice) pick one of these.
 */
import { walletCurrencies, type WalletCurrency } from '../../fixtures/wallet';
import { fail, type EngineContext } from '../core';
import type { UserArea } from '../auth';
import { pageOf, type RecordPage } from './records';

type Input<K extends string> = Partial<Record<K, string>>;

export const CHAINS = ['TRC20', 'ERC20'] as const;
export type Chain = (typeof CHAINS)[number];

/** `users_wallet_withdraw` / `<id>`. */
export interface WithdrawAddressDoc {
  id: number;
  user_id: number;
  currency: number;
  chain: Chain;
  /** The remark the user gave it (the spec's `name`). */
  remark: string;
  address: string;
  created_at: number;
  updated_at: number;
  /** When `address` was set on this entry (an edit that changes it starts again); absent before decision 91. */
  address_at?: number;
}

export interface WithdrawAddress extends WithdrawAddressDoc {
  currency_name: string;
}

const COLLECTION = 'withdraw_addresses';
/** Addresses one user may keep. */
export const MAX_WITHDRAW_ADDRESSES = 20;
export const REMARK_MAX = 30;

// The app's validator says the same (src/lib/validate.ts); neither admits '*' (spec §5).
const ADDRESS_RE: Record<Chain, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The chain an address is on, by its format; undefined when it is on neither. */
export const chainOf = (address: string): Chain | undefined => CHAINS.find((c) => ADDRESS_RE[c].test(address));

const isChain = (value: string): value is Chain => (CHAINS as readonly string[]).includes(value);
const nameOf = (id: number) => walletCurrencies.find((c) => c.id === id)?.name ?? String(id);

function currencyOf(raw: string | undefined): WalletCurrency {
  const text = (raw ?? '').trim();
  const found = /^\d{1,9}$/.test(text) ? walletCurrencies.find((c) => c.id === Number(text)) : undefined;
  return found ?? fail('error.currencyUnknown');
}

/** The checked fields of a save or an edit (everything but the pay password). */
function readAddress(input: Input<'currency' | 'name' | 'address' | 'chain'>) {
  const currency = currencyOf(input.currency);
  const remark = (input.name ?? '').trim();
  if (!remark) return fail('error.addressRemarkRequired');
  if (Array.from(remark).length > REMARK_MAX) return fail('error.addressRemarkTooLong', { max: REMARK_MAX });
  const address = (input.address ?? '').trim();
  if (!address) return fail('error.addressRequired');
  if (address.includes('*')) return fail('error.addressMasked');
  const wanted = (input.chain ?? '').trim().toUpperCase();
  if (wanted && !isChain(wanted)) return fail('error.chainInvalid');
  const chain = wanted ? (wanted as Chain) : chainOf(address);
  if (!chain) return fail('error.addressInvalid');
  if (!ADDRESS_RE[chain].test(address))
    return fail(chain === 'TRC20' ? 'error.addressInvalidTrc20' : 'error.addressInvalidErc20');
  return { currency: currency.id, remark, address, chain };
}

const toView = (doc: WithdrawAddressDoc): WithdrawAddress => ({ ...doc, currency_name: nameOf(doc.currency) });

export function createAddresses(ctx: EngineContext, deps: { user: UserArea }) {
  const { store, clock } = ctx;
  const { user: users } = deps;

  const ownedBy = (userId: number) =>
    store.list<WithdrawAddressDoc>(COLLECTION, { user_id: userId }).sort((a, b) => a.id - b.id);

  function owned(userId: number, raw: string | undefined): WithdrawAddressDoc {
    const text = (raw ?? '').trim();
    if (!text) return fail('error.param');
    const doc = /^\d{1,9}$/.test(text) ? store.get<WithdrawAddressDoc>(COLLECTION, text) : undefined;
    return doc && doc.user_id === userId ? doc : fail('error.addressNotFound');
  }

  /**
   * Saves a new address, or edits `id` when given (the family's save edits with an `id`, as T does). The fields
   * are checked first, then the pay password (attempt-limited), then duplicates and the count.
   */
  async function save(
    token: string | undefined,
    input: Input<'id' | 'currency' | 'name' | 'address' | 'chain' | 'password'>,
  ): Promise<WithdrawAddress> {
    const user = users.requireUser(token);
    const editing = input.id?.trim() ? owned(user.id, input.id) : undefined;
    const fields = readAddress(input);
    await users.verifyPayPassword(user, input.password);
    return store.transaction(() => {
      const mine = ownedBy(user.id);
      const twin = mine.find(
        (a) => a.id !== editing?.id && a.currency === fields.currency && a.address === fields.address,
      );
      if (twin) return fail('error.addressDuplicate');
      if (!editing && mine.length >= MAX_WITHDRAW_ADDRESSES)
        return fail('error.addressLimit', { max: MAX_WITHDRAW_ADDRESSES });
      const now = clock();
      const id = editing?.id ?? store.nextId(COLLECTION);
      const doc: WithdrawAddressDoc = {
        id,
        user_id: user.id,
        ...fields,
        created_at: editing?.created_at ?? now,
        updated_at: now,
        address_at:
          editing && editing.address === fields.address ? (editing.address_at ?? editing.created_at) : now,
      };
      store.put(COLLECTION, String(id), doc);
      return toView(doc);
    });
  }

  return {
    /** `GET /user/wallet/list {page, limit}`: the user's addresses, oldest first, 10 a page. */
    addressList(token: string | undefined, input: Input<'page' | 'limit'>): RecordPage<WithdrawAddress> {
      const user = users.requireUser(token);
      const { page, limit } = pageOf(input);
      const all = ownedBy(user.id).map(toView);
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },

    /** When the user first saved `address` (any coin, as it stands now), or undefined: a withdrawal's review. */
    addressSavedAt(userId: number, address: string): number | undefined {
      const times = ownedBy(userId)
        .filter((a) => a.address === address)
        .map((a) => a.address_at ?? a.created_at);
      return times.length ? Math.min(...times) : undefined;
    },

    /** One of the user's addresses (a withdrawal's target). */
    addressOf: (userId: number, id: string | undefined) => toView(owned(userId, id)),

    /** `POST /user/wallet/save {currency, name, address, password, chain?, id?}`. */
    saveAddress: save,

    /** `POST /user/editUserAddress {id, currency, name, address, password, chain?}`: `id` required. */
    editAddress(token: string | undefined, input: Input<'id' | 'currency' | 'name' | 'address' | 'chain' | 'password'>) {
      if (!input.id?.trim()) return fail('error.param');
      return save(token, input);
    },

    /** `GET /user/delUserAddress {id}`. */
    deleteAddress(token: string | undefined, input: Input<'id'>): void {
      const user = users.requireUser(token);
      const doc = owned(user.id, input.id);
      store.delete(COLLECTION, String(doc.id));
    },
  };
}
