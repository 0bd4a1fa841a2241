import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { MicroDirection, MicroSubmit, PayCurrency, SecondsOption } from '@/api/schemas/trade';
import { toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { toast } from '@/ui/Toast';
import { useNumberLocale } from '@/ui/_shared';
import { ChoiceChips } from '../ChoiceChips';
import { ratioPercent } from '../../format';
import { secondsProblems } from '../../rules';
import { SecondsConfirm } from './SecondsTicket.Confirm';

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

/**
 * The seconds-contract ticket: pay currency, stake (preset chips or typed), a duration with its profit ratio
 * and minimum, then "Buy up" or "Buy down" → a confirmation with stake, duration, ratio and the payout if won.
 */
export function SecondsTicket({ market, currencies, options, lastPrice, stale = false, submitting, onSubmit, className }: SecondsTicketProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const [currencyId, setCurrencyId] = useState(currencies[0]?.id);
  const [seconds, setSeconds] = useState(options[0]?.seconds);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [direction, setDirection] = useState<MicroDirection | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const sending = useRef(false);
  const currency = currencies.find((c) => c.id === currencyId) ?? currencies[0];
  const option = options.find((o) => o.seconds === seconds) ?? options[0];
  const problems = secondsProblems({ amount, currency, option });
  const shown = tried ? problems : null;
  const name = currency?.name ?? '';
  const money = (v: string | null | undefined) => formatNumber(v, 'amount', { locale, decimals: 2 });

  const ask = (next: MicroDirection) => {
    setTried(true);
    setServerError(null);
    if (!problems.amount && !problems.funds && currency && option) setDirection(next);
  };

  const send = async () => {
    if (sending.current || submitting || !direction || !currency || !option) return;
    sending.current = true;
    try {
      await onSubmit({ matchId: market.match_id, currencyId: currency.id, currencyName: currency.name, direction, seconds: option.seconds, amount });
      setDirection(null);
      toast.success(t('seconds.placedToast'));
    } catch (error) {
      setDirection(null);
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  const amountError = shown?.amount
    ? shown.amount === 'durationMin'
      ? t('error.durationMin', { min: money(option?.minAmount), currency: name })
      : shown.amount === 'amountMin'
        ? t('error.amountMin', { min: money(currency?.min), currency: name })
        : shown.amount === 'amountMax'
          ? t('error.amountMax', { max: money(currency?.max), currency: name })
          : t('error.stakeRequired')
    : undefined;

  return (
    <$Ticket className={className} aria-label={t('seconds.ticket')}>
      {currencies.length > 1 && (
        <ChoiceChips<number>
          label={t('seconds.payWith')}
          options={currencies.map((c) => ({ value: c.id, label: c.name }))}
          value={currency?.id}
          onChange={setCurrencyId}
        />
      )}
      <AmountInput
        label={t('seconds.stake', { currency: name })}
        hint={currency ? t('seconds.limits', { min: money(currency.min), max: money(currency.max), currency: name }) : undefined}
        value={amount}
        onChange={setAmount}
        decimals={8}
        unit={name}
        error={amountError}
      />
      {currency && currency.presets.length > 0 && (
        <$Presets role="group" aria-label={t('seconds.presets')}>
          {currency.presets.map((p) => (
            <Button key={p} size="sm" variant="secondary" throttleMs={0} aria-pressed={toDec(p)?.eq(toDec(amount) ?? -1) ?? false} onClick={() => setAmount(p)}>
              {money(p)}
            </Button>
          ))}
        </$Presets>
      )}
      <ChoiceChips<number>
        label={t('seconds.duration')}
        options={options.map((o) => ({
          value: o.seconds,
          label: t('seconds.durationValue', { count: o.seconds }),
          detail: toDec(o.minAmount)?.gt(0)
            ? t('seconds.optionDetailMin', { ratio: ratioPercent(o.profitRatio, locale), min: money(o.minAmount) })
            : t('seconds.optionDetail', { ratio: ratioPercent(o.profitRatio, locale) }),
        }))}
        value={option?.seconds}
        onChange={setSeconds}
      />
      <Parts.Lines>
        <Parts.Line label={t('ticket.available')} value={`${money(currency?.balance)} ${name}`} />
        <Parts.Line label={t('seconds.price')} value={formatNumber(lastPrice, 'price', { locale, decimals: market.price_precision })} />
      </Parts.Lines>
      {stale && <$Note role="status">{t('ticket.indicative')}</$Note>}
      {shown?.funds && <Parts.Error>{t('error.insufficient')}</Parts.Error>}
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
        amount={amount}
      />
    </$Ticket>
  );
}

const $Ticket = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  button {
    flex: 1 0 auto;
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

const $Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
