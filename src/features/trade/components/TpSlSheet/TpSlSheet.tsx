import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { LeverOrder } from '@/api/schemas/trade';
import { toDec } from '@/lib/decimal';
import { AmountInput } from '@/ui/AmountInput';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { liquidationPrice } from '../../calc';
import { useTradeFormat } from '../../format';
import { tpSlProblems, type TpSlProblem } from '../../rules';
import { ticketChecks, type TicketIssue } from '../../ticketForm';
import type { Stops } from '../../useContract';
import type { PositionMarket } from '../PositionCard';

export interface TpSlSheetProps {
  /** The position to edit; the sheet is open while there is one. */
  position: LeverOrder | null;
  market: PositionMarket | undefined;
  onClose: () => void;
  /** Saves; rejects with the server's message (the sheet stays open with the values). */
  onSave: (id: number, stops: Stops) => Promise<unknown>;
  saving: boolean;
}

/** Set or change a position's take profit and stop loss, checked against its entry, mark and liquidation prices. */
export function TpSlSheet({ position, market, onClose, onSave, saving }: TpSlSheetProps) {
  const { t } = useTranslation('trade');
  return (
    <LazyBottomSheet open={position !== null} onClose={onClose} title={t('stops.title')}>
      {position && (
        <StopsForm key={position.id} position={position} market={market} onClose={onClose} onSave={onSave} saving={saving} />
      )}
    </LazyBottomSheet>
  );
}

const valuesSchema = z.object({ takeProfit: z.string(), stopLoss: z.string() });
type StopsValues = z.output<typeof valuesSchema>;

function StopsForm({ position: p, market, onClose, onSave, saving }: Omit<TpSlSheetProps, 'position'> & { position: LeverOrder }) {
  const { t } = useTranslation('trade');
  const spec = { price_precision: 2, amount_precision: 4, lot_size: '1', spread: '0', ...market };
  const f = useTradeFormat(spec);
  const long = p.side === 'long';
  const liquidation = toDec(p.liquidationPrice) ?? liquidationPrice(p.side, p.entryPrice, p.margin, p.quantity, spec.spread);
  const decimals = spec.price_precision;
  // react-hook-form + zod: the checks of rules.ts against this position (its entry, mark and liquidation prices)
  const schema = valuesSchema.check(
    ticketChecks<StopsValues>((v) => {
      const problems = tpSlProblems({
        side: p.side,
        references: [p.entryPrice, p.markPrice],
        takeProfit: v.takeProfit,
        stopLoss: v.stopLoss,
        liquidation,
        precision: decimals,
      });
      const issue = (field: keyof StopsValues, problem: TpSlProblem | null): TicketIssue | null => {
        if (!problem) return null;
        if (problem === 'tpSide' || problem === 'slSide') return { field, key: `stops.${problem}.${p.side}` };
        return { field, key: `error.${problem}`, values: { decimals } };
      };
      return [issue('takeProfit', problems.takeProfit), issue('stopLoss', problems.stopLoss)];
    }),
  );
  const form = useZodForm(schema, { defaultValues: { takeProfit: p.takeProfit ?? '', stopLoss: p.stopLoss ?? '' } });
  const [error, setError] = useState<string | null>(null);

  const save = async (stops: StopsValues) => {
    if (saving) return;
    try {
      await onSave(p.id, stops);
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('stops.failed'));
    }
  };

  const submit = (e: FormEvent) => {
    setError(null);
    void form.handleSubmit(save)(e);
  };

  return (
    <$Form onSubmit={submit} noValidate aria-label={t('stops.title')}>
      <Parts.Lines>
        <Parts.Line label={t('position.entry')} value={`${f.price(p.entryPrice)} ${spec.quote ?? ''}`.trim()} />
        <Parts.Line label={t('position.mark')} value={f.price(p.markPrice)} />
        <Parts.Line strong label={t('ticket.liquidation')} value={f.price(liquidation)} />
      </Parts.Lines>
      <FormField control={form.control} name="takeProfit" label={t('ticket.takeProfit')} hint={t(long ? 'stops.tpHint.long' : 'stops.tpHint.short')}>
        {(field) => <AmountInput {...field} placeholder={t('ticket.optional')} decimals={8} />}
      </FormField>
      <FormField control={form.control} name="stopLoss" label={t('ticket.stopLoss')} hint={t(long ? 'stops.slHint.long' : 'stops.slHint.short')}>
        {(field) => <AmountInput {...field} placeholder={t('ticket.optional')} decimals={8} />}
      </FormField>
      {error && <Parts.Error>{error}</Parts.Error>}
      <$Actions>
        <Button variant="secondary" block onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" block loading={saving}>
          {t('stops.save')}
        </Button>
      </$Actions>
    </$Form>
  );
}

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
`;
