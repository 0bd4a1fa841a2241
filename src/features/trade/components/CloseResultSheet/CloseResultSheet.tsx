import type Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverOrder } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { useTradeFormat } from '../../format';

export interface CloseResultSheetProps {
  /** The position as it closed (`/lever/my_trade`'s closed row); null: the sheet is closed. */
  closed: LeverOrder | null;
  /** The pair (its precisions); the sheet falls back to the coin rules without it. */
  market: Market | undefined;
  onClose: () => void;
}

/** Precisions for a pair the list does not know (a delisted pair's old position). */
const FALLBACK = { price_precision: 2, amount_precision: 4, lot_size: '0.0001' };

/**
 * What closing a position came to, as exchanges show it the moment it closes: the realised P&L (sign, arrow and
 * colour), the trading and overnight fees, what is left after them, and the prices it opened and closed at.
 */
export function CloseResultSheet({ closed, market, onClose }: CloseResultSheetProps) {
  const { t } = useTranslation('trade');
  const f = useTradeFormat(market ?? FALLBACK);
  const [base = '', quote = ''] = (closed?.symbol ?? '').split('/');
  const pnl = toDec(closed?.pnl) ?? new Dec(0);
  const fee = toDec(closed?.fee) ?? new Dec(0);
  const overnight = toDec(closed?.overnightFee) ?? new Dec(0);
  const net = pnl.minus(fee).minus(overnight);
  const dir = (v: Decimal) => (v.gt(0) ? 'up' : v.lt(0) ? 'down' : 'flat');
  const signed = (v: Decimal) => `${v.gt(0) ? '+' : ''}${f.money(v)} ${quote}`;
  const long = closed?.side === 'long';
  return (
    <LazyBottomSheet
      open={closed !== null}
      onClose={onClose}
      title={t('closed.title', { symbol: closed?.symbol ?? '' })}
      footer={
        <$Actions>
          <$History to={paths.contractOrders({ symbol: closed?.symbol })}>{t('closed.history')}</$History>
          <Button block size="lg" onClick={onClose}>
            {t('closed.done')}
          </Button>
        </$Actions>
      }
    >
      {closed && (
        <$Body>
          <$Headline>
            <span>{t('closed.pnl')}</span>
            <$Figure data-dir={dir(pnl)}>
              {!pnl.isZero() && <Icon icon={pnl.gt(0) ? ArrowUp : ArrowDown} size="md" />}
              {signed(pnl)}
            </$Figure>
          </$Headline>
          <ConfirmSummary
            rows={[
              {
                label: t('confirm.pair'),
                value: `${closed.symbol} · ${t('position.sideTag', { side: t(long ? 'side.long' : 'side.short'), arrow: long ? '↑' : '↓', leverage: f.leverage(closed.leverage) })}`,
              },
              { label: t('position.size'), value: t('position.sizeValue', { lots: closed.lots, quantity: f.quantity(closed.quantity), base }) },
              { label: t('position.entry'), value: `${f.price(closed.entryPrice)} ${quote}` },
              { label: t('closed.exit'), value: `${f.price(closed.markPrice)} ${quote}` },
              { label: t('ticket.fee'), value: `${f.money(fee)} ${quote}` },
              overnight.gt(0) && { label: t('position.overnight'), value: `${f.money(overnight)} ${quote}` },
              { label: t('closed.net'), value: <$Net data-dir={dir(net)}>{signed(net)}</$Net>, strong: true },
            ]}
            note={t('closed.note')}
          />
        </$Body>
      )}
    </LazyBottomSheet>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
`;

const $Headline = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']} 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Figure = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.display};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  &[data-dir='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    color: ${({ theme }) => theme.color.down};
  }
`;

const $Net = styled.span`
  &[data-dir='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    color: ${({ theme }) => theme.color.down};
  }
`;

const $Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
`;

const $History = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  text-align: center;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
