import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverDeal, LeverSide } from '@/api/schemas/trade';
import { isHighLeverage } from '@/lib/orderMath';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { Stepper } from '@/ui/Stepper';
import { toast } from '@/ui/Toast';
import { ChoiceChips } from '../ChoiceChips';
import type { TpSlProblem } from '../../rules';
import type { LeverSubmitResult, LeverSubmitVars } from '../../useContract';
import { useTradeFormat } from '../../format';
import { ConfirmSheet } from './ContractTicket.Confirm';
import { Summary } from './ContractTicket.Summary';
import { useContractTicket } from './useContractTicket';

export interface ContractTicketProps {
  market: Market;
  /** `/lever/deal` for the pair: balance, leverage choices, lot limits. */
  deal: LeverDeal;
  /** The live last price (market orders go at it). */
  lastPrice: string;
  /** The price feed is down: the figures are indicative. */
  stale?: boolean;
  initialSide?: LeverSide;
  /** Starting leverage (default 10× when offered). */
  initialLeverage?: number;
  /** An order is being sent: the confirm button spins and ignores taps. */
  submitting: boolean;
  /** Sends the order; rejects with the server's message. */
  onSubmit: (vars: LeverSubmitVars) => Promise<LeverSubmitResult>;
  className?: string;
}

/**
 * The perpetual-contract ticket: long/short, market/limit, whole lots within the pair's limits, a leverage the
 * server offers (warning above 10×), optional TP/SL, the live summary (spread-adjusted entry, margin, fee, est.
 * liquidation) and a confirm sheet. Problems show after the first submit; a server refusal keeps the form.
 */
export function ContractTicket({ market, deal, lastPrice, stale = false, initialSide, initialLeverage, submitting, onSubmit, className }: ContractTicketProps) {
  const { t } = useTranslation('trade');
  const f = useTradeFormat(market);
  const s = useContractTicket({ market, deal, lastPrice, initialSide, initialLeverage });
  const [confirming, setConfirming] = useState<null | { price: string }>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const sending = useRef(false);
  const long = s.side === 'long';
  const high = isHighLeverage(s.leverage);
  const shown = s.tried ? s.problems : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    s.setTried(true);
    setServerError(null);
    // the confirm sheet shows the price of this moment: a market order's figures do not move under the user
    if (!s.blocked) setConfirming({ price: s.basePrice });
  };

  const send = async () => {
    if (sending.current || submitting) return;
    sending.current = true;
    try {
      const result = await onSubmit(s.order());
      setConfirming(null);
      toast.success(result.stopsSet === false ? t('ticket.sentStopsLater') : t('ticket.sent'));
    } catch (error) {
      setConfirming(null);
      setServerError(error instanceof Error && error.message ? error.message : t('ticket.failed'));
    } finally {
      sending.current = false;
    }
  };

  const lotsError = shown?.lots ? t(`error.${shown.lots}`, { min: s.minLots, max: s.maxLots }) : undefined;
  const priceError = shown?.price ? t(`error.${shown.price}`, { decimals: market.price_precision }) : undefined;
  const tpslText = (p: TpSlProblem | null | undefined) => {
    if (!p) return undefined;
    if (p === 'tpSide') return t(long ? 'error.tpSide.long' : 'error.tpSide.short');
    if (p === 'slSide') return t(long ? 'error.slSide.long' : 'error.slSide.short');
    return t(`error.${p}`, { decimals: market.price_precision });
  };

  return (
    <Parts.Form className={className} onSubmit={submit}>
      <SegmentedControl<LeverSide>
        aria-label={t('ticket.direction')}
        tone="trade"
        value={s.side}
        onChange={s.setSide}
        options={[
          { value: 'long', label: <Side up text={t('side.long')} /> },
          { value: 'short', label: <Side text={t('side.short')} /> },
        ]}
      />
      <Parts.Type type={s.kind} onChange={s.setKind} />
      <Parts.Price type={s.kind} value={s.price} onChange={s.setPrice} decimals={8} unit={market.quote} error={priceError} />
      <Parts.Field
        hint={t('ticket.lotsHint', { min: s.minLots, max: s.maxLots, size: market.lot_size, base: market.base })}
        error={lotsError && <span role="alert">{lotsError}</span>}
      >
        <Stepper label={t('ticket.lots')} value={s.lots} onChange={s.setLots} min="0" decimals={2} unit={t('ticket.lotsUnit')} />
      </Parts.Field>
      <ChoiceChips<number>
        label={t('ticket.leverage')}
        options={deal.leverages.map((l) => ({ value: l, label: t('ticket.times', { value: l }) }))}
        value={s.leverage}
        onChange={s.setLeverage}
        invalid={Boolean(shown?.leverage)}
        note={shown?.leverage ? t(`error.${shown.leverage}`, { max: Math.max(...deal.leverages) }) : undefined}
      />
      {/* always present, so the warning is announced when it appears */}
      <div role="status">{high && <Parts.LeverageWarning />}</div>
      <Parts.FieldPair>
        <AmountInput
          label={t('ticket.takeProfit')}
          placeholder={t('ticket.optional')}
          value={s.takeProfit}
          onChange={s.setTakeProfit}
          decimals={8}
          unit={market.quote}
          error={tpslText(shown?.takeProfit)}
        />
        <AmountInput
          label={t('ticket.stopLoss')}
          placeholder={t('ticket.optional')}
          value={s.stopLoss}
          onChange={s.setStopLoss}
          decimals={8}
          unit={market.quote}
          error={tpslText(shown?.stopLoss)}
        />
      </Parts.FieldPair>
      <Summary market={market} side={s.side} quote={s.quote} balance={deal.balance} format={f} />
      {stale && <$Note role="status">{t('ticket.indicative')}</$Note>}
      {shown?.funds && <Parts.Error>{t('error.insufficient')}</Parts.Error>}
      {serverError && <Parts.Error>{serverError}</Parts.Error>}
      <Button type="submit" block size="lg" variant={long ? 'buy' : 'sell'}>
        {t(long ? 'ticket.openLong' : 'ticket.openShort', { base: market.base })}
      </Button>
      <ConfirmSheet
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void send()}
        submitting={submitting}
        market={market}
        state={s}
        price={confirming?.price ?? s.basePrice}
        high={high}
        format={f}
      />
    </Parts.Form>
  );
}

/** A direction's label: arrow and word, so it never rests on colour. */
function Side({ up = false, text }: { up?: boolean; text: string }) {
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

const $Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
