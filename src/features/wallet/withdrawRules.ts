import type { WithdrawInfo } from '@/api/wallet/withdraw';
import { Dec, toDec } from '@/lib/decimal';

export type WithdrawAmountError = 'amount' | 'min' | 'fee' | 'balance' | null;

/**
 * The figures of a withdrawal as the demo exchange books it (decisions 81, 82): `amount` is taken from the balance, the
 * fee (a fixed amount of the coin) comes out of it, the rest arrives. The amount's error, in the order the
 * server checks: missing, under the minimum, not above the fee, over the balance.
 */
export function withdrawFigures(amount: string, info: Pick<WithdrawInfo, 'fee' | 'min' | 'available'>) {
  const value = toDec(amount);
  const fee = new Dec(info.fee);
  const arrival = value && value.gt(fee) ? value.minus(fee).toFixed() : null;
  let error: WithdrawAmountError = null;
  if (!value || value.isZero()) error = 'amount';
  else if (value.lt(new Dec(info.min))) error = 'min';
  else if (value.lte(fee)) error = 'fee';
  else if (value.gt(new Dec(info.available))) error = 'balance';
  return { arrival, error };
}
