import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { Market } from '@/api/market';
import type { MicroDirection, MicroSubmit, PayCurrency, SecondsOption } from '@/api/schemas/trade';
import { toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { NumberText } from '@/ui/NumberText';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { paths } from '@/lib/routes';
import { toast } from '@/ui/Toast';
import { useNumberLocale } from '@/ui/_shared';
import { ChoiceChips } from '../ChoiceChips';
import { FundsShortfall, IndicativeNote } from '../TicketParts';
import { ratioPercent } from '../../format';
import { secondsProblems, type AmountProblem } from '../../rules';
import { FUNDS, ticketChecks, useFundsError, useRecheckAfterSubmit, type TicketIssue } from '../../ticketForm';
import { SecondsConfirm } from './SecondsTicket.Confirm';
import { PayCoinField } from './SecondsTicket.PayCoin';

export interface SecondsTicketProps {
  market: Pick<Market, 'symbol' | 'base' | 'quote' | 'price_precision'> & { match_id: number };
  currencies: readonly PayCurrency[];
  options: readonly SecondsOption[];
  /** The live price (the order opens at the price when the server takes it). */
  lastPrice: string;
  stale?: boolean;
  submitting: boolean;
  /** Places the bet; rejects with the server's message. */
  onSubmit: (order: MicroSubmit) => Promise<unknown>;
  className?: string;
}

/** A figure's width in digit widths (`ch`): separators are narrow, and half a digit more for the chosen one's bold. */
const textChars = (text: string) => [...text].reduce((n, c) => n + (/\d/.test(c) ? 1 : 0.5), 0.5);

const valuesSchema = z.object({ currencyId: z.number(), seconds: z.number(), amount: z.string() });
type SecondsValues = z.output<typeof valuesSchema>;

/** A duration's smallest stake in a pay currency: the currency's own figure when the server gives one. */
const minFor = (currency: PayCurrency | undefined, option: SecondsOption) =>
  currency?.minBySeconds?.[option.seconds] ?? option.minAmount;

/** The chosen pay currency and duration (the first while none is), the duration's minimum in that currency. */
function chosen(v: SecondsValues, currencies: readonly PayCurrency[], options: readonly SecondsOption[]) {
  const currency = currencies.find((c) => c.id === v.currencyId) ?? currencies[0];
  const option = options.find((o) => o.seconds === v.seconds) ?? options[0];
  return { currency, option: option && { ...option, minAmount: minFor(currency, option) } };
}

/**
 * A pay coin's display places in the ticket: the quote coin's 2, another coin's as its stakes are stated (its
 * minimum and presets: "0.0001" BTC → 4), at least 2 and at most the wallet's 8.
 */
function stakeDecimals(currency: PayCurrency | undefined, quote: string): number | undefined {
  if (!currency || currency.name === quote) return undefined;
  const places = [currency.min, ...currency.presets].map((v) => toDec(v)?.decimalPlaces() ?? 0);
  return Math.min(8, Math.max(2, ...places));
}

/** The pay currency a ticket starts with: USDT when the server offers it, else its first. */
const defaultCurrency = (currencies: readonly PayCurrency[]) => (currencies.find((c) => c.name === 'USDT') ?? currencies[0])?.id ?? 0;

/**
 * The seconds-contract ticket: pay coin (USDT by default, or any coin the server takes, each with its balance and
 * minimum), stake in that coin (preset chips or typed), a duration with its profit ratio and minimum, then "Buy up"
 * or "Buy down" → a confirmation with stake, duration, ratio and the payout if won. Choosing another coin clears
 * the stake (100 USDT is not 100 BTC).
 *
 * react-hook-form + zod (the checks of `rules.ts` on the stake); each of the two buttons submits it with its
 * direction. No draft (`useFormDraft`), as before: the ticket belongs to one pair (mounted anew per pair).
 */
export function SecondsTicket({ market, currencies, options, lastPrice, stale = false, submitting, onSubmit, className }: SecondsTicketProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const money = (v: string | null | undefined) => formatNumber(v, 'balance', { locale });
  const schema = useMemo(() => {
    const format = (v: string | null | undefined) => formatNumber(v, 'balance', { locale });
    return valuesSchema.check(
      ticketChecks<SecondsValues>((v) => {
        const { currency, option } = chosen(v, currencies, options);
        const p = secondsProblems({ amount: v.amount, currency, option });
        const name = currency?.name ?? '';
        const stake: Record<AmountProblem, TicketIssue> = {
          amountRequired: { field: 'amount', key: 'error.stakeRequired' },
          amountPrecision: { field: 'amount', key: 'error.stakeRequired' },
          amountMin: { field: 'amount', key: 'error.amountMin', values: { min: format(currency?.min), currency: name } },
          amountMax: { field: 'amount', key: 'error.amountMax', values: { max: format(currency?.max), currency: name } },
          durationMin: { field: 'amount', key: 'error.durationMin', values: { min: format(option?.minAmount), currency: name } },
        };
        return [p.amount && stake[p.amount], p.funds && { field: FUNDS, key: `error.${p.funds}` }];
      }),
    );
  }, [currencies, options, locale]);
  const form = useZodForm(schema, { defaultValues: { currencyId: defaultCurrency(currencies), seconds: options[0]?.seconds ?? 0, amount: '' } });
  useRecheckAfterSubmit(form, schema);
  const funds = useFundsError(form);
  const v = form.watch();
  const { currency, option } = chosen(v, currencies, options);
  const [direction, setDirection] = useState<MicroDirection | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const sending = useRef(false);
  const name = currency?.name ?? '';

  /** "Buy up" / "Buy down": checks the stake, then asks to confirm the bet in that direction. */
  const ask = (next: MicroDirection) => {
    setServerError(null);
    void form.handleSubmit(() => {
      if (currency && option) setDirection(next);
    })();
  };

  const send = async () => {
    if (sending.current || submitting || !direction || !currency || !option) return;
    sending.current = true;
    try {
      await onSubmit({ matchId: market.match_id, currencyId: currency.id, currencyName: currency.name, direction, seconds: option.seconds, amount: v.amount });
      setDirection(null);
      toast.success(t('seconds.placedToast'));
    } catch (error) {
      setDirection(null);
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  return (
    <$Ticket className={className} aria-label={t('seconds.ticket')}>
      {currencies.length > 1 && (
        <FormField control={form.control} name="currencyId" label={t('seconds.payWith')}>
          {(field) => (
            <PayCoinField
              label={field.label}
              currencies={currencies}
              value={currency?.id}
              error={field.error}
              onChange={(id) => {
                if (id === currency?.id) return;
                field.onChange(id);
                form.setValue('amount', '');
                setServerError(null);
              }}
            />
          )}
        </FormField>
      )}
      <FormField
        control={form.control}
        name="amount"
        label={t('seconds.stake', { currency: name })}
        hint={currency ? t('seconds.limits', { min: money(currency.min), max: money(currency.max), currency: name }) : undefined}
      >
        {(field) => (
          <>
            <AmountInput {...field} decimals={8} unit={name} />
            {currency && currency.presets.length > 0 && (
              <$Presets
                role="group"
                aria-label={t('seconds.presets')}
                style={{ '--preset-chars': Math.max(...currency.presets.map((p) => textChars(money(p)))) } as CSSProperties}
              >
                {currency.presets.map((p) => (
                  <Button
                    key={p}
                    size="sm"
                    variant="secondary"
                    throttleMs={0}
                    aria-pressed={toDec(p)?.eq(toDec(field.value) ?? -1) ?? false}
                    onClick={() => field.onChange(p)}
                  >
                    {money(p)}
                  </Button>
                ))}
              </$Presets>
            )}
          </>
        )}
      </FormField>
      <FormField control={form.control} name="seconds" label={t('seconds.duration')}>
        {(field) => (
          <ChoiceChips<number>
            label={field.label}
            options={options.map((o) => ({
              value: o.seconds,
              label: t('seconds.durationValue', { count: o.seconds }),
              detail: toDec(minFor(currency, o))?.gt(0)
                ? t('seconds.optionDetailMin', { ratio: ratioPercent(o.profitRatio, locale), min: money(minFor(currency, o)) })
                : t('seconds.optionDetail', { ratio: ratioPercent(o.profitRatio, locale) }),
            }))}
            value={option?.seconds}
            onChange={field.onChange}
          />
        )}
      </FormField>
      <Parts.Lines>
        <Parts.Line
          label={t('ticket.available')}
          value={<NumberText value={currency?.balance} kind="available" decimals={stakeDecimals(currency, market.quote)} suffix={` ${name}`} />}
        />
        <Parts.Line label={t('seconds.price')} value={formatNumber(lastPrice, 'price', { locale, decimals: market.price_precision })} />
      </Parts.Lines>
      {stale && <IndicativeNote />}
      {funds && (
        <FundsShortfall
          message={funds}
          transferTo={paths.transfer({ from: 'change', to: 'micro', currency: String(currency?.id ?? '') })}
        />
      )}
      {serverError && <Parts.Error>{serverError}</Parts.Error>}
      <$Buttons>
        <Button variant="buy" size="lg" block startIcon={<Icon icon={ArrowUp} size="md" />} onClick={() => ask('up')}>
          {t('seconds.buyUp')}
        </Button>
        <Button variant="sell" size="lg" block startIcon={<Icon icon={ArrowDown} size="md" />} onClick={() => ask('down')}>
          {t('seconds.buyDown')}
        </Button>
      </$Buttons>
      <SecondsConfirm
        direction={direction}
        onClose={() => setDirection(null)}
        onConfirm={() => void send()}
        submitting={submitting}
        symbol={market.symbol}
        currency={currency}
        option={option}
        amount={v.amount}
      />
    </$Ticket>
  );
}

const $Ticket = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
`;

/* a regular grid: columns as wide as the longest preset needs, as many as fit; a last row's leftovers keep the
   column width (never one button stretched across a row) */
const $Presets = styled.div`
  --preset-min: calc(
    var(--preset-chars, 6) * 1ch + 2 * ${({ theme }) => theme.space['3']} + 2 * ${({ theme }) => theme.size.border}
  );
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, max(${({ theme }) => theme.size.touch}, var(--preset-min))), 1fr));
  gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  button {
    min-width: 0;
    min-height: ${({ theme }) => theme.size.touch};
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const $Buttons = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
`;
