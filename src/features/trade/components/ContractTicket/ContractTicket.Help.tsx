import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverSide } from '@/api/schemas/trade';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import type { ContractQuote } from '../../calc';
import type { TradeFormat } from '../../format';

export interface LiquidationHelpProps {
  open: boolean;
  onClose: () => void;
  market: Market;
  side: LeverSide;
  quote: ContractQuote;
  format: TradeFormat;
}

/**
 * How the estimated liquidation price is worked out (isolated margin; liquidation when margin + P&L falls to
 * 20 % of the margin), with the ticket's own figures in the formula.
 */
export function LiquidationHelp({ open, onClose, market, side, quote, format: f }: LiquidationHelpProps) {
  const { t } = useTranslation('trade');
  const q = market.quote;
  return (
    <LazyBottomSheet open={open} onClose={onClose} title={t('help.title')}>
      <$Body>
        <p>{t('help.rule')}</p>
        <$Formula>{t('help.long')}</$Formula>
        <$Formula>{t('help.short')}</$Formula>
        <p>{t('help.terms')}</p>
        <Parts.Lines>
          <Parts.Line label={t('help.spread')} value={`${f.price(market.spread)} ${q}`} />
          <Parts.Line label={t('ticket.entry')} value={`${f.price(quote.entry)} ${q}`} />
          <Parts.Line label={t('ticket.margin')} value={`${f.money(quote.margin)} ${q}`} />
          <Parts.Line label={t('ticket.quantity')} value={`${f.quantity(quote.quantity)} ${market.base}`} />
          <Parts.Line strong label={t(side === 'long' ? 'help.resultLong' : 'help.resultShort')} value={`${f.price(quote.liquidation)} ${q}`} />
        </Parts.Lines>
        <p>{t('help.estimate')}</p>
      </$Body>
    </LazyBottomSheet>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    overflow-wrap: anywhere;
  }
`;

const $Formula = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
