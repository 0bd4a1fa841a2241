/** USDT: the coin the deposit and withdrawal pages open on without a `currency` query. */
const DEFAULT_COIN = 3;

/** The coin id of a `currency` query value (digits), else USDT. */
export function coinIdOf(raw: string | null): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : DEFAULT_COIN;
}
