import { useAtom } from 'jotai';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { BankCard, WithdrawAddress } from '@/api/wallet/payees';
import type { WithdrawalInput, WithdrawInfo } from '@/api/wallet/withdraw';
import { formatNumber } from '@/lib/format';
import { formMessage } from '@/ui/Form';
import { problem } from './form';
import { savedWithdrawAddressAtom } from './state';
import { withdrawFigures } from './withdrawRules';

export type WithdrawTarget = 'address' | 'bank';

export interface WithdrawValues {
  /** Where to: a saved address or the bank card (offered where the coin allows it). */
  target: WithdrawTarget;
  /** The saved address chosen ('' = the first of the coin). */
  addressId: string;
  amount: string;
  payPassword: string;
}

export const EMPTY_WITHDRAWAL: WithdrawValues = { target: 'address', addressId: '', amount: '', payPassword: '' };

/** What the form can send to: the coin's saved addresses and the bank card (null: none saved; undefined: loading). */
export interface Payees {
  addresses: readonly WithdrawAddress[];
  card: BankCard | null | undefined;
}

/** Where the money goes: the bank card when chosen (and allowed), else the chosen address (the first by default). */
function destinationOf(v: Pick<WithdrawValues, 'target' | 'addressId'>, info: WithdrawInfo, payees: Payees) {
  if (v.target === 'bank' && info.bankAllowed) return payees.card ? { kind: 'bank' as const, card: payees.card } : null;
  const address = payees.addresses.find((a) => String(a.id) === v.addressId) ?? payees.addresses[0];
  return address ? { kind: 'address' as const, address } : null;
}

/**
 * The amount as the demo exchange checks it (minimum, above the fee, within the balance), somewhere to send it (the
 * problem said at the foot of the form: "Add a withdraw address first"), and the pay password.
 */
export const withdrawSchema = (info: WithdrawInfo | undefined, coin: string, payees: Payees, locale: string) =>
  z
    .object({
      target: z.enum(['address', 'bank']),
      addressId: z.string(),
      amount: z.string(),
      payPassword: z.string().check(z.minLength(1, formMessage('wallet:withdraw.error.payPassword'))),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (!info) return;
        const { error } = withdrawFigures(v.amount, info);
        if (error) problem(ctx, `withdraw.error.${error}`, { amount: formatNumber(info.min, 'fee', { locale }), coin }, 'amount');
        if (!destinationOf(v, info, payees))
          problem(ctx, v.target === 'bank' && info.bankAllowed ? 'withdraw.noBank' : 'withdraw.noAddress', undefined, 'target');
      }),
    );

/** Where a checked withdrawal goes, as the sheets show it: a saved address (and its network) or the bank card. */
type ReviewDestination =
  | { kind: 'address'; address: string; chain: string | undefined; remark: string }
  | { kind: 'bank'; bank: string; last4: string };

/** A checked withdrawal waiting for the user's confirmation, with what the sheets show of it. */
export interface WithdrawReview {
  input: WithdrawalInput;
  /** The coin's name. */
  coin: string;
  arrival: string | null;
  to: ReviewDestination;
}

/** The review of valid values (null while the rules or the destination are unknown). */
export function reviewOf(
  v: WithdrawValues,
  info: WithdrawInfo | undefined,
  payees: Payees,
  coin: { id: number; name: string },
): WithdrawReview | null {
  const to = info && destinationOf(v, info, payees);
  if (!info || !to) return null;
  return {
    input: {
      currencyId: coin.id,
      amount: v.amount,
      fee: info.fee,
      to: to.kind === 'bank' ? { kind: 'bank' } : { kind: 'address', address: to.address.address },
      payPassword: v.payPassword,
    },
    coin: coin.name,
    arrival: withdrawFigures(v.amount, info).arrival,
    to:
      to.kind === 'bank'
        ? { kind: 'bank', bank: to.card.bankName, last4: to.card.accountNumber.slice(-4) }
        : { kind: 'address', address: to.address.address, chain: to.address.chain, remark: to.address.remark },
  };
}

/**
 * Back from "add a withdraw address" (issue 28 item 11): once the coin's list has the address just saved, it is
 * chosen (`choose(id)`) and the note of it cleared.
 */
export function useChooseSavedAddress(
  addresses: readonly WithdrawAddress[],
  currencyId: number,
  choose: (id: string) => void,
) {
  const [saved, setSaved] = useAtom(savedWithdrawAddressAtom);
  useEffect(() => {
    if (!saved || saved.currencyId !== currencyId) return;
    const found = addresses.find((a) => a.address === saved.address);
    if (!found) return;
    choose(String(found.id));
    setSaved(null);
  }, [saved, addresses, currencyId, choose, setSaved]);
}
