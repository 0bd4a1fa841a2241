import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { OrderKind, SpotSide, SpotSubmit } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { toast } from '@/ui/Toast';
import { spotAmountForPercent, spotQuote } from '../../calc';
import { useTradeFormat } from '../../format';
import { hasProblem, spotProblems } from '../../rules';
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

type Entry = 'amount' | 'total';
const PERCENTS = [25, 50, 75, 100] as const;

/**
 * The spot ticket: buy/sell, market/limit, the amount typed in the coin or as a total in the quote coin, or
 * a share of what is available (25/50/75/100 %), with total and fee. A server refusal keeps the form.
 */
export function SpotTicket({ market, balances, lastPrice, stale = false, side, onSideChange, submitting, onSubmit, className }: SpotTicketProps) {
  const { t } = useTranslation('trade');
  const f = useTradeFormat(market);
  const [kind, setKind] = useState<OrderKind>('limit');
  const [price, setPrice] = useState(lastPrice);
  const [entry, setEntry] = useState<Entry>('amount');
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const sending = useRef(false);
  const buying = side === 'buy';
  const effective = kind === 'market' ? lastPrice : price;
  const amount = entry === 'amount' ? typed : amountForTotal(typed, effective, market.amount_precision);
  const { total, fee } = spotQuote(effective, amount, market.fee_rate);
  const available = buying ? balances.quote : balances.base;
  const problems = spotProblems({
    side,
    kind,
    price,
    pricePrecision: market.price_precision,
    amount,
    amountPrecision: market.amount_precision,
    total,
    available,
  });
  const shown = tried ? problems : null;

  const pick = (percent: number) => {
    const coins = spotAmountForPercent({ percent, side, available, price: effective, decimals: market.amount_precision });
    setEntry('amount');
    setTyped(coins);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError(null);
    if (hasProblem(problems) || sending.current || submitting) return;
    sending.current = true;
    try {
      await onSubmit({ currencyId: market.currency_id, legalId: market.legal_id, currencyName: market.base, side, kind, amount, price: effective });
      toast.success(t('ticket.sent'));
      setTyped('');
      setTried(false);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Parts.Form className={className} onSubmit={(e) => void submit(e)}>
      <SegmentedControl<SpotSide>
        aria-label={t('spot.side')}
        tone="trade"
        value={side}
        onChange={onSideChange}
        options={[
          { value: 'buy', label: <Label up text={t('side.buy')} /> },
          { value: 'sell', label: <Label text={t('side.sell')} /> },
        ]}
      />
      <Parts.Type type={kind} onChange={setKind} />
      <Parts.Price
        type={kind}
        value={price}
        onChange={setPrice}
        decimals={8}
        unit={market.quote}
        error={shown?.price ? t(`error.${shown.price}`, { decimals: market.price_precision }) : undefined}
      />
      <SegmentedControl<Entry>
        aria-label={t('spot.entry')}
        value={entry}
        onChange={(next) => {
          setEntry(next);
          setTyped('');
        }}
        options={[
          { value: 'amount', label: t('spot.byAmount', { base: market.base }) },
          { value: 'total', label: t('spot.byTotal', { quote: market.quote }) },
        ]}
      />
      <AmountInput
        label={entry === 'amount' ? t('spot.amount', { base: market.base }) : t('spot.total', { quote: market.quote })}
        value={typed}
        onChange={setTyped}
        decimals={entry === 'amount' ? 8 : market.price_precision}
        unit={entry === 'amount' ? market.base : market.quote}
        error={shown?.amount ? t(`error.${shown.amount}`, { decimals: market.amount_precision }) : undefined}
      />
      <$Chips role="group" aria-label={t('spot.percent')}>
        {PERCENTS.map((p) => (
          <Button key={p} size="sm" variant="secondary" throttleMs={0} onClick={() => pick(p)}>
            {t('spot.percentValue', { value: p })}
          </Button>
        ))}
      </$Chips>
      <Parts.Lines>
        <Parts.Line label={t('ticket.available')} value={buying ? `${f.money(balances.quote)} ${market.quote}` : `${f.amount(balances.base)} ${market.base}`} />
        {entry === 'total' && <Parts.Line label={t('spot.amount', { base: market.base })} value={`${f.amount(amount)} ${market.base}`} />}
        <Parts.Line label={t('spot.total', { quote: market.quote })} value={`${f.money(total)} ${market.quote}`} />
        <Parts.Line label={t('ticket.fee')} value={`${f.money(fee)} ${market.quote}`} />
      </Parts.Lines>
      {stale && <$Note role="status">{t('ticket.indicative')}</$Note>}
      {shown?.funds && <Parts.Error>{t('error.insufficient')}</Parts.Error>}
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

function Label({ up = false, text }: { up?: boolean; text: string }) {
  return (
    <$Side>
      <Icon icon={up ? ArrowUp : ArrowDown} size="sm" />
      {text}
    </$Side>
  );
}

const $Side = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  button {
    min-height: ${({ theme }) => theme.size.touch};
  }
`;

const $Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
