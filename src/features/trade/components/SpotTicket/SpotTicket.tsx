import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { Market } from '@/api/market';
import type { SpotSide, SpotSubmit } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { NumberText } from '@/ui/NumberText';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { toast } from '@/ui/Toast';
import { FundsShortfall, IndicativeNote, SideLabel } from '../TicketParts';
import { spotAmountForPercent, spotQuote } from '../../calc';
import { useTradeFormat } from '../../format';
import { spotProblems } from '../../rules';
import { FUNDS, OrderTypeFields, ticketChecks, useFundsError, useRecheckAfterSubmit } from '../../ticketForm';
import type { SpotBalances, SpotSubmitResult } from '../../useSpot';
import { SpotConfirmSheet, type SpotConfirmation } from './SpotTicket.Confirm';

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
  /** Sends the order; answers a market order's fill, rejects with the server's message. */
  onSubmit: (order: SpotSubmit) => Promise<SpotSubmitResult>;
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
 * a share of what is available (25/50/75/100 %), with total and fee. A market order is confirmed first (its
 * figures at the price of that moment) and its toast says what filled; a limit order rests at once. A server
 * refusal keeps the form; a shortfall offers a transfer into the spot account.
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
  const [confirming, setConfirming] = useState<{ values: SpotValues; order: SpotSubmit; shown: SpotConfirmation } | null>(null);
  const sending = useRef(false);
  const buying = side === 'buy';

  const pick = (percent: number) => {
    const coins = spotAmountForPercent({ percent, side, available, price: effective, decimals: market.amount_precision });
    form.setValue('entry', 'amount');
    form.setValue('typed', coins, { shouldDirty: true });
  };

  /** Sends `order` once; the toast says what a market order filled (amount, average price), else that it was placed. */
  const send = async (valid: SpotValues, order: SpotSubmit) => {
    if (sending.current || submitting) return;
    sending.current = true;
    try {
      const { filled } = await onSubmit(order);
      setConfirming(null);
      toast.success(
        filled?.fillPrice
          ? t(filled.side === 'buy' ? 'spot.bought' : 'spot.sold', {
              amount: f.amount(filled.amount),
              base: market.base,
              price: f.price(filled.fillPrice),
              quote: market.quote,
            })
          : t('ticket.sent'),
      );
      // a fresh amount for the next order; its problems show again only after the next submit
      form.reset({ ...valid, typed: '' });
    } catch (error) {
      setConfirming(null);
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  /** A limit order goes at once; a market order is confirmed first, with the figures of this moment. */
  const review = (valid: SpotValues) => {
    const figures = spotFigures(valid, { market, balances, lastPrice, side });
    const order: SpotSubmit = {
      currencyId: market.currency_id,
      legalId: market.legal_id,
      currencyName: market.base,
      side,
      kind: valid.kind,
      amount: figures.amount,
      price: figures.effective,
    };
    if (valid.kind === 'limit') return send(valid, order);
    const shown = { side, price: figures.effective, amount: figures.amount, total: figures.total, fee: figures.fee };
    setConfirming({ values: valid, order, shown });
  };

  const submit = (e: FormEvent) => {
    setServerError(null);
    void form.handleSubmit(review)(e);
  };

  return (
    <$Form className={className} onSubmit={submit}>
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
        {/* the coin's display places (the quote: 2; the base: the pair's amount precision), on one line */}
        <Parts.Line
          label={t('ticket.available')}
          value={
            buying ? (
              <NumberText value={balances.quote} kind="available" suffix={` ${market.quote}`} />
            ) : (
              <NumberText value={balances.base} kind="available" decimals={market.amount_precision} suffix={` ${market.base}`} />
            )
          }
        />
        {v.entry === 'total' && <Parts.Line label={t('spot.amount', { base: market.base })} value={`${f.amount(amount)} ${market.base}`} />}
        <Parts.Line label={t('spot.total', { quote: market.quote })} value={`${f.money(total)} ${market.quote}`} />
        <Parts.Line label={t('ticket.fee')} value={`${f.money(fee)} ${market.quote}`} />
      </Parts.Lines>
      {stale && <IndicativeNote />}
      {funds && (
        <FundsShortfall
          message={funds}
          // deposits land in spot; what is missing may sit in the futures account
          transferTo={paths.transfer({ from: 'lever', to: 'change', currency: String(buying ? market.legal_id : market.currency_id) })}
        />
      )}
      {serverError && <Parts.Error>{serverError}</Parts.Error>}
      <Button type="submit" block size="lg" variant={side} loading={submitting && !confirming}>
        {t(buying ? 'spot.buy' : 'spot.sell', { base: market.base })}
      </Button>
      <SpotConfirmSheet
        order={confirming?.shown ?? null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming.values, confirming.order)}
        submitting={submitting}
        market={market}
        format={f}
      />
    </$Form>
  );
}

/** A total in the quote coin as a coin amount at `price`, rounded down to the pair's amount precision. */
function amountForTotal(total: string, price: string, decimals: number): string {
  const t = toDec(total);
  const p = toDec(price);
  if (!t || !p || p.lte(0) || t.lte(0)) return '';
  return t.dividedBy(p).toFixed(decimals, Dec.ROUND_DOWN);
}

/** The ticket's rows closer together than a full-width form's: the whole order fits on a phone's screen. */
const $Form = styled(Parts.Form)`
  gap: ${({ theme }) => theme.space['2']};
`;

const $Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['1']};
  /* four shares in a narrow column: "100%" on one line */
  button {
    min-height: ${({ theme }) => theme.size.touch};
    padding-inline: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }
`;
