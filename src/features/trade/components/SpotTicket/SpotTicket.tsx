import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { Market } from '@/api/market';
import type { SpotSide, SpotSubmit } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { toast } from '@/ui/Toast';
import { IndicativeNote, SideLabel } from '../TicketParts';
import { spotAmountForPercent, spotQuote } from '../../calc';
import { useTradeFormat } from '../../format';
import { spotProblems } from '../../rules';
import { FUNDS, OrderTypeFields, ticketChecks, useFundsError, useRecheckAfterSubmit } from '../../ticketForm';
import type { SpotBalances } from '../../useSpot';

export interface SpotTicketProps {
  market: Market;
  /** Available base and quote (exchange account). */
  balances: SpotBalances;
  /** The live last price (market orders go at it). */
  lastPrice: string;
  stale?: boolean;
  side: SpotSide;
  onSideChange: (side: SpotSide) => void;
  submitting: boolean;
  /** Sends the order; rejects with the server's message. */
  onSubmit: (order: SpotSubmit) => Promise<unknown>;
  className?: string;
}

const PERCENTS = [25, 50, 75, 100] as const;

const valuesSchema = z.object({
  kind: z.enum(['market', 'limit']),
  price: z.string(),
  /** How the amount is typed: in the coin, or as a total in the quote coin. */
  entry: z.enum(['amount', 'total']),
  typed: z.string(),
});
type SpotValues = z.output<typeof valuesSchema>;
type Entry = SpotValues['entry'];
type Context = Pick<SpotTicketProps, 'market' | 'balances' | 'lastPrice' | 'side'>;

/** The ticket's figures and problems for its values: the coin amount, total, fee, what is available. */
function spotFigures(v: SpotValues, { market, balances, lastPrice, side }: Context) {
  const effective = v.kind === 'market' ? lastPrice : v.price;
  const amount = v.entry === 'amount' ? v.typed : amountForTotal(v.typed, effective, market.amount_precision);
  const { total, fee } = spotQuote(effective, amount, market.fee_rate);
  const available = side === 'buy' ? balances.quote : balances.base;
  const problems = spotProblems({
    side,
    kind: v.kind,
    price: v.price,
    pricePrecision: market.price_precision,
    amount,
    amountPrecision: market.amount_precision,
    total,
    available,
  });
  return { effective, amount, total, fee, available, problems };
}

/**
 * The spot ticket: buy/sell, market/limit, the amount typed in the coin or as a total in the quote coin, or
 * a share of what is available (25/50/75/100 %), with total and fee. A server refusal keeps the form.
 *
 * react-hook-form + zod (the checks of `rules.ts` on their fields). No draft (`useFormDraft`): the ticket belongs to
 * one pair at its live price (the section mounts it anew per pair), as it always has; the figures read the form's
 * own values (`watch`). The side stays the page's state, as before (the buy and sell routes open it on theirs).
 */
export function SpotTicket({ market, balances, lastPrice, stale = false, side, onSideChange, submitting, onSubmit, className }: SpotTicketProps) {
  const { t } = useTranslation('trade');
  const f = useTradeFormat(market);
  const schema = useMemo(() => {
    const context = { market, balances, lastPrice, side };
    return valuesSchema.check(
      ticketChecks<SpotValues>((v) => {
        const { problems: p } = spotFigures(v, context);
        return [
          p.price && { field: 'price', key: `error.${p.price}`, values: { decimals: market.price_precision } },
          p.amount && { field: 'typed', key: `error.${p.amount}`, values: { decimals: market.amount_precision } },
          p.funds && { field: FUNDS, key: `error.${p.funds}` },
        ];
      }),
    );
  }, [market, balances, lastPrice, side]);
  const form = useZodForm(schema, { defaultValues: { kind: 'limit', price: lastPrice, entry: 'amount', typed: '' } });
  useRecheckAfterSubmit(form, schema);
  const funds = useFundsError(form);
  const v = form.watch();
  const { effective, amount, total, fee, available } = spotFigures(v, { market, balances, lastPrice, side });
  const [serverError, setServerError] = useState<string | null>(null);
  const sending = useRef(false);
  const buying = side === 'buy';

  const pick = (percent: number) => {
    const coins = spotAmountForPercent({ percent, side, available, price: effective, decimals: market.amount_precision });
    form.setValue('entry', 'amount');
    form.setValue('typed', coins, { shouldDirty: true });
  };

  const send = async (valid: SpotValues) => {
    if (sending.current || submitting) return;
    sending.current = true;
    const figures = spotFigures(valid, { market, balances, lastPrice, side });
    try {
      await onSubmit({
        currencyId: market.currency_id,
        legalId: market.legal_id,
        currencyName: market.base,
        side,
        kind: valid.kind,
        amount: figures.amount,
        price: figures.effective,
      });
      toast.success(t('ticket.sent'));
      // a fresh amount for the next order; its problems show again only after the next submit
      form.reset({ ...valid, typed: '' });
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  const submit = (e: FormEvent) => {
    setServerError(null);
    void form.handleSubmit(send)(e);
  };

  return (
    <Parts.Form className={className} onSubmit={submit}>
      <SegmentedControl<SpotSide>
        aria-label={t('spot.side')}
        tone="trade"
        value={side}
        onChange={onSideChange}
        options={[
          { value: 'buy', label: <SideLabel up text={t('side.buy')} /> },
          { value: 'sell', label: <SideLabel text={t('side.sell')} /> },
        ]}
      />
      <OrderTypeFields control={form.control} unit={market.quote} />
      <FormField control={form.control} name="entry" label={t('spot.entry')}>
        {(field) => (
          <SegmentedControl<Entry>
            aria-label={field.label}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              form.setValue('typed', '');
            }}
            options={[
              { value: 'amount', label: t('spot.byAmount', { base: market.base }) },
              { value: 'total', label: t('spot.byTotal', { quote: market.quote }) },
            ]}
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="typed"
        label={v.entry === 'amount' ? t('spot.amount', { base: market.base }) : t('spot.total', { quote: market.quote })}
      >
        {(field) => (
          <AmountInput
            {...field}
            decimals={v.entry === 'amount' ? 8 : market.price_precision}
            unit={v.entry === 'amount' ? market.base : market.quote}
          />
        )}
      </FormField>
      <$Chips role="group" aria-label={t('spot.percent')}>
        {PERCENTS.map((p) => (
          <Button key={p} size="sm" variant="secondary" throttleMs={0} onClick={() => pick(p)}>
            {f.percent(p)}
          </Button>
        ))}
      </$Chips>
      <Parts.Lines>
        <Parts.Line label={t('ticket.available')} value={buying ? `${f.money(balances.quote)} ${market.quote}` : `${f.amount(balances.base)} ${market.base}`} />
        {v.entry === 'total' && <Parts.Line label={t('spot.amount', { base: market.base })} value={`${f.amount(amount)} ${market.base}`} />}
        <Parts.Line label={t('spot.total', { quote: market.quote })} value={`${f.money(total)} ${market.quote}`} />
        <Parts.Line label={t('ticket.fee')} value={`${f.money(fee)} ${market.quote}`} />
      </Parts.Lines>
      {stale && <IndicativeNote />}
      {funds && <Parts.Error>{funds}</Parts.Error>}
      {serverError && <Parts.Error>{serverError}</Parts.Error>}
      <Button type="submit" block size="lg" variant={side} loading={submitting}>
        {t(buying ? 'spot.buy' : 'spot.sell', { base: market.base })}
      </Button>
    </Parts.Form>
  );
}

/** A total in the quote coin as a coin amount at `price`, rounded down to the pair's amount precision. */
function amountForTotal(total: string, price: string, decimals: number): string {
  const t = toDec(total);
  const p = toDec(price);
  if (!t || !p || p.lte(0) || t.lte(0)) return '';
  return t.dividedBy(p).toFixed(decimals, Dec.ROUND_DOWN);
}

const $Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  button {
    min-height: ${({ theme }) => theme.size.touch};
  }
`;
