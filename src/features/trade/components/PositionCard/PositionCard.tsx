import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverOrder } from '@/api/schemas/trade';
import { formatNumber } from '@/lib/format';
import { mapLive } from '@/lib/live';
import { formatDateTime } from '@/lib/time';
import { Button } from '@/ui/Button';
import { Card, CardFields } from '@/ui/Card';
import { CoinPair } from '@/ui/CoinPair';
import { LivePriceText } from '@/ui/NumberText';
import { LivePercentChange } from '@/ui/PercentChange';
import { Tag } from '@/ui/Tag';
import { useNumberLocale } from '@/ui/_shared';
import { liquidationPrice, marginRatio, returnOnMargin, riskLevel, type RiskLevel } from '../../calc';
import { useTradeFormat } from '../../format';
import type { PositionFeed } from '../../live';
import { LiveRisk, LiveSigned } from './PositionCard.Live';

/** The pair parameters a card needs (precisions, spread, lot size); defaults when the pair is not listed. */
export type PositionMarket = Pick<Market, 'base' | 'quote' | 'price_precision' | 'amount_precision' | 'lot_size' | 'spread'>;

export interface PositionCardProps {
  /** The position as REST last sent it (the fallback for every live figure). */
  position: LeverOrder;
  market: PositionMarket | undefined;
  /** The user's position feed (`lever_trade`). */
  feed: PositionFeed;
  onClose?: (position: LeverOrder) => void;
  onEditStops?: (position: LeverOrder) => void;
  /** Its close request is in flight. */
  closing?: boolean;
}

const FALLBACK: Omit<PositionMarket, 'base' | 'quote'> = { price_precision: 2, amount_precision: 4, lot_size: '1', spread: '0' };

/**
 * An open contract position: direction × leverage, live unrealised P&L and return on margin (sign, arrow and
 * colour), risk, entry / mark / est. liquidation, margin, fee, TP/SL; Set TP/SL and Close. Rendered once: the
 * live figures write themselves (see `PositionCard.Live.tsx`); the REST figure stands in until a push names it.
 */
export const PositionCard = memo(function PositionCard({ position: p, market, feed, onClose, onEditStops, closing }: PositionCardProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const [symbolBase = '', symbolQuote = ''] = p.symbol.split('/');
  const base = market?.base ?? symbolBase;
  const quote = market?.quote ?? symbolQuote;
  const spec = { ...FALLBACK, ...market };
  const f = useTradeFormat(spec);
  const long = p.side === 'long';

  const cells = useMemo(() => {
    const row = mapLive(feed.byId, (byId) => byId?.get(p.id) ?? p);
    const labels: Record<RiskLevel, string> = { safe: t('risk.safe'), warning: t('risk.warning'), danger: t('risk.danger') };
    return {
      pnl: mapLive(row, (r) => r.pnl),
      roe: mapLive(row, (r) => returnOnMargin(r.pnl, r.margin)?.toFixed(2)),
      mark: mapLive(row, (r) => r.markPrice),
      risk: mapLive(row, (r) => {
        const ratio = marginRatio(r.margin, r.pnl);
        const level = riskLevel(ratio);
        const percent = formatNumber(ratio?.times(100), 'percent', { locale, decimals: 1 });
        return { level, text: t('risk.label', { level: labels[level], ratio: percent }) };
      }),
    };
  }, [feed.byId, p, t, locale]);

  // the server's estimate, else the same formula as the ticket
  const liquidation = p.liquidationPrice ?? liquidationPrice(p.side, p.entryPrice, p.margin, p.quantity, spec.spread);
  const signed = (v: string | null | undefined) => {
    const text = f.money(v);
    return v && !v.startsWith('-') && text !== f.money('0') ? `+${text}` : text;
  };

  return (
    <Card
      title={
        <>
          <CoinPair base={base} quote={quote} size="sm" />
          <Tag tone={long ? 'up' : 'down'} solid>
            {t('position.sideTag', { side: t(long ? 'side.long' : 'side.short'), arrow: long ? '↑' : '↓', leverage: f.leverage(p.leverage) })}
          </Tag>
        </>
      }
      extra={<LiveRisk live={cells.risk} />}
      actions={
        (onEditStops || onClose) && (
          <>
            {onEditStops && (
              <Button size="sm" variant="secondary" onClick={() => onEditStops(p)}>
                {t(p.takeProfit || p.stopLoss ? 'position.editStops' : 'position.setStops')}
              </Button>
            )}
            {onClose && (
              <Button size="sm" variant="secondary" loading={closing} onClick={() => onClose(p)}>
                {t('position.close')}
              </Button>
            )}
          </>
        )
      }
    >
      <$Pnl>
        <div>
          <$Label>{t('position.pnl', { quote })}</$Label>
          <$Big>
            <LiveSigned live={cells.pnl} format={signed} />
          </$Big>
        </div>
        <$End>
          <$Label>{t('position.roe')}</$Label>
          <$Big>
            <LivePercentChange live={cells.roe} />
          </$Big>
        </$End>
      </$Pnl>
      <CardFields
        items={[
          // lots and size in two cells: "10 lots · 0.01000 BTC" in one would wrap in a third of a phone's width
          { label: t('ticket.lots'), value: p.lots },
          { label: t('position.sizeIn', { base }), value: f.quantity(p.quantity) },
          { label: t('ticket.margin'), value: f.money(p.margin) },
          { label: t('position.entry'), value: f.price(p.entryPrice) },
          { label: t('position.mark'), value: <LivePriceText live={cells.mark} decimals={spec.price_precision} /> },
          { label: t('ticket.liquidation'), value: <$Warn>{f.price(liquidation)}</$Warn> },
          { label: t('position.stops'), value: `${f.price(p.takeProfit)} / ${f.price(p.stopLoss)}` },
          { label: t('ticket.fee'), value: f.money(p.fee) },
          { label: t('position.overnight'), value: f.money(p.overnightFee) },
          { label: t('position.opened'), value: formatDateTime(p.openedAt ?? p.createdAt, locale) },
        ]}
      />
    </Card>
  );
});

const $Pnl = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

const $End = styled.div`
  text-align: end;
`;

const $Label = styled.div`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Big = styled.div`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Warn = styled.span`
  color: ${({ theme }) => theme.color.warning};
`;
