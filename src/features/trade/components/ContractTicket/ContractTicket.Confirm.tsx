import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { Button } from '@/ui/Button';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import { contractQuote } from '../../calc';
import type { TradeFormat } from '../../format';
import type { ContractTicketState } from './useContractTicket';

export interface ConfirmSheetProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  submitting: boolean;
  market: Market;
  state: ContractTicketState;
  /** The price the figures are worked out at (the last price when the sheet opened, or the limit price). */
  price: string;
  high: boolean;
  format: TradeFormat;
}

/** The order as it will be sent, with its figures; Confirm sends it once (it spins and ignores taps meanwhile). */
export function ConfirmSheet({ open, onClose, onConfirm, submitting, market, state: s, price, high, format: f }: ConfirmSheetProps) {
  const { t } = useTranslation('trade');
  const q = market.quote;
  const long = s.side === 'long';
  const quote = contractQuote({ side: s.side, kind: s.kind, lots: s.lots, price, leverage: s.leverage, spec: market });
  return (
    <LazyBottomSheet
      open={open}
      onClose={onClose}
      title={t('confirm.title')}
      footer={
        <$Actions>
          <Button variant="secondary" block onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button variant={long ? 'buy' : 'sell'} block loading={submitting} onClick={onConfirm}>
            {t(long ? 'confirm.long' : 'confirm.short')}
          </Button>
        </$Actions>
      }
    >
      <$Body>
        <Parts.Lines>
          <Parts.Line label={t('confirm.pair')} value={market.symbol} />
          <Parts.Line
            label={t('ticket.direction')}
            value={t('confirm.directionValue', { side: t(long ? 'side.long' : 'side.short'), arrow: long ? '↑' : '↓', leverage: s.leverage })}
          />
          <Parts.Line label={t('confirm.type')} value={t(s.kind === 'market' ? 'kind.market' : 'kind.limit')} />
          <Parts.Line
            label={t('confirm.price')}
            value={s.kind === 'market' ? t('confirm.marketAt', { price: f.price(price), quote: q }) : `${f.price(price)} ${q}`}
          />
          <Parts.Line label={t('ticket.lots')} value={t('confirm.lotsValue', { lots: s.lots, quantity: f.quantity(quote.quantity), base: market.base })} />
          <Parts.Line label={t('ticket.entry')} value={`${f.price(quote.entry)} ${q}`} />
          <Parts.Line label={t('ticket.margin')} value={`${f.money(quote.margin)} ${q}`} />
          <Parts.Line label={t('ticket.fee')} value={`${f.money(quote.fee)} ${q}`} />
          <Parts.Line strong label={t('ticket.liquidation')} value={`${f.price(quote.liquidation)} ${q}`} />
          {s.takeProfit && <Parts.Line label={t('ticket.takeProfit')} value={`${f.price(s.takeProfit)} ${q}`} />}
          {s.stopLoss && <Parts.Line label={t('ticket.stopLoss')} value={`${f.price(s.stopLoss)} ${q}`} />}
        </Parts.Lines>
        {high && <Parts.LeverageWarning />}
        <$Fine>{t('confirm.estimate')}</$Fine>
      </$Body>
    </LazyBottomSheet>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Fine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;
