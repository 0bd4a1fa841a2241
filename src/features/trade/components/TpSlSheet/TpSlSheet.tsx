import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeverOrder } from '@/api/schemas/trade';
import { toDec } from '@/lib/decimal';
import { AmountInput } from '@/ui/AmountInput';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { Button } from '@/ui/Button';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { liquidationPrice } from '../../calc';
import { useTradeFormat } from '../../format';
import { tpSlProblems, type TpSlProblem } from '../../rules';
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

function StopsForm({ position: p, market, onClose, onSave, saving }: Omit<TpSlSheetProps, 'position'> & { position: LeverOrder }) {
  const { t } = useTranslation('trade');
  const spec = { price_precision: 2, amount_precision: 4, lot_size: '1', spread: '0', ...market };
  const f = useTradeFormat(spec);
  const [takeProfit, setTakeProfit] = useState(p.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(p.stopLoss ?? '');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const long = p.side === 'long';
  const liquidation = toDec(p.liquidationPrice) ?? liquidationPrice(p.side, p.entryPrice, p.margin, p.quantity, spec.spread);
  const problems = tpSlProblems({
    side: p.side,
    references: [p.entryPrice, p.markPrice],
    takeProfit,
    stopLoss,
    liquidation,
    precision: spec.price_precision,
  });
  const text = (problem: TpSlProblem | null) => {
    if (!tried || !problem) return undefined;
    if (problem === 'tpSide') return t(long ? 'stops.tpSide.long' : 'stops.tpSide.short');
    if (problem === 'slSide') return t(long ? 'stops.slSide.long' : 'stops.slSide.short');
    return t(`error.${problem}`, { decimals: spec.price_precision });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (problems.takeProfit || problems.stopLoss || saving) return;
    try {
      await onSave(p.id, { takeProfit, stopLoss });
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('stops.failed'));
    }
  };

  return (
    <$Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('stops.title')}>
      <Parts.Lines>
        <Parts.Line label={t('position.entry')} value={`${f.price(p.entryPrice)} ${spec.quote ?? ''}`.trim()} />
        <Parts.Line label={t('position.mark')} value={f.price(p.markPrice)} />
        <Parts.Line strong label={t('ticket.liquidation')} value={f.price(liquidation)} />
      </Parts.Lines>
      <AmountInput
        label={t('ticket.takeProfit')}
        hint={t(long ? 'stops.tpHint.long' : 'stops.tpHint.short')}
        placeholder={t('ticket.optional')}
        value={takeProfit}
        onChange={setTakeProfit}
        decimals={8}
        error={text(problems.takeProfit)}
      />
      <AmountInput
        label={t('ticket.stopLoss')}
        hint={t(long ? 'stops.slHint.long' : 'stops.slHint.short')}
        placeholder={t('ticket.optional')}
        value={stopLoss}
        onChange={setStopLoss}
        decimals={8}
        error={text(problems.stopLoss)}
      />
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
