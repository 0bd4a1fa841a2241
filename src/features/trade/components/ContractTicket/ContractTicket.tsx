import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverDeal, LeverSide } from '@/api/schemas/trade';
import { paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { FormField } from '@/ui/Form';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { Stepper } from '@/ui/Stepper';
import { toast } from '@/ui/Toast';
import { ChoiceChips } from '../ChoiceChips';
import { FundsShortfall, IndicativeNote, SideLabel } from '../TicketParts';
import type { LeverSubmitResult, LeverSubmitVars } from '../../useContract';
import { useTradeFormat } from '../../format';
import { OrderTypeFields, useFundsError } from '../../ticketForm';
import { ConfirmSheet } from './ContractTicket.Confirm';
import { Summary } from './ContractTicket.Summary';
import { trimZeros, useContractTicket } from './useContractTicket';

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
 * The perpetual-contract ticket, narrow enough for the trade screen's left column: long/short, market/limit,
 * whole lots within the pair's limits, a leverage the server offers (one scrolling row; warning above 10×),
 * TP/SL behind a switch, the live summary (available, margin, fee, est. liquidation) and a confirm sheet with
 * every figure. Problems show after the first submit; a server refusal keeps the form; a shortfall offers a
 * transfer into the contract account.
 */
export function ContractTicket({ market, deal, lastPrice, stale = false, initialSide, initialLeverage, submitting, onSubmit, className }: ContractTicketProps) {
  const { t } = useTranslation('trade');
  const f = useTradeFormat(market);
  const s = useContractTicket({ market, deal, lastPrice, initialSide, initialLeverage });
  const { form, values: v } = s;
  const funds = useFundsError(form);
  const [confirming, setConfirming] = useState<null | { price: string }>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stops, setStops] = useState(false);
  const sending = useRef(false);
  const long = v.side === 'long';

  const toggleStops = (on: boolean) => {
    setStops(on);
    // no hidden stops: switched off, the order carries none
    if (!on) {
      form.setValue('takeProfit', '');
      form.setValue('stopLoss', '');
    }
  };

  const submit = (e: FormEvent) => {
    setServerError(null);
    // the confirm sheet shows the price of this moment: a market order's figures do not move under the user
    void form.handleSubmit((valid) => setConfirming({ price: valid.kind === 'market' ? lastPrice : valid.price }))(e);
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

  return (
    <$Form className={className} onSubmit={submit}>
      <FormField control={form.control} name="side" label={t('ticket.direction')}>
        {(field) => (
          <SegmentedControl<LeverSide>
            aria-label={field.label}
            tone="trade"
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'long', label: <SideLabel up text={t('side.long')} /> },
              { value: 'short', label: <SideLabel text={t('side.short')} /> },
            ]}
          />
        )}
      </FormField>
      <OrderTypeFields control={form.control} unit={market.quote} />
      <FormField
        control={form.control}
        name="lots"
        label={t('ticket.lots')}
        hint={t('ticket.lotsHint', { min: s.minLots, max: s.maxLots, size: market.lot_size, base: market.base })}
      >
        {(field) => (
          <Parts.Field hint={field.hint} error={field.error && <span role="alert">{field.error}</span>}>
            <Stepper
              label={field.label}
              value={field.value}
              onChange={(next) => field.onChange(trimZeros(next))}
              min="0"
              decimals={2}
              unit={t('ticket.lotsUnit')}
            />
          </Parts.Field>
        )}
      </FormField>
      <FormField control={form.control} name="leverage" label={t('ticket.leverage')}>
        {(field) => (
          <ChoiceChips<number>
            scroll
            label={field.label}
            options={deal.leverages.map((l) => ({ value: l, label: f.leverage(l) }))}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(field.error)}
            note={field.error}
          />
        )}
      </FormField>
      {/* always present, so the warning is announced when it appears */}
      <div role="status">{s.high && <Parts.LeverageWarning />}</div>
      <Checkbox label={t('ticket.withStops')} checked={stops} onChange={(e) => toggleStops(e.target.checked)} />
      {stops && (
        <Parts.FieldPair>
          <FormField control={form.control} name="takeProfit" label={t('ticket.takeProfit')}>
            {(field) => <AmountInput {...field} placeholder={t('ticket.optional')} decimals={8} unit={market.quote} />}
          </FormField>
          <FormField control={form.control} name="stopLoss" label={t('ticket.stopLoss')}>
            {(field) => <AmountInput {...field} placeholder={t('ticket.optional')} decimals={8} unit={market.quote} />}
          </FormField>
        </Parts.FieldPair>
      )}
      <Summary market={market} side={v.side} quote={s.quote} balance={deal.balance} format={f} />
      {stale && <IndicativeNote />}
      {funds && (
        <FundsShortfall
          message={funds}
          transferTo={paths.transfer({ from: 'change', to: 'lever', currency: String(market.legal_id) })}
        />
      )}
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
        values={v}
        price={confirming?.price ?? s.basePrice}
        format={f}
      />
    </$Form>
  );
}

/** The ticket's rows closer together than a full-width form's: the whole order fits on a phone's screen. */
const $Form = styled(Parts.Form)`
  gap: ${({ theme }) => theme.space['2']};
`;
