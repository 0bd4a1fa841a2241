import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverOrder, LeverStatus } from '@/api/schemas/trade';
import { formatDateTime } from '@/lib/time';
import { Button } from '@/ui/Button';
import { Card, CardFields } from '@/ui/Card';
import { CoinPair } from '@/ui/CoinPair';
import { confirm } from '@/ui/Confirm';
import { NumberText } from '@/ui/NumberText';
import { Tag, type TagTone } from '@/ui/Tag';
import { useNumberLocale } from '@/ui/_shared';
import { useTradeFormat } from '../../format';
import type { PositionMarket } from '../PositionCard';

export interface ContractOrderCardProps {
  order: LeverOrder;
  market: PositionMarket | undefined;
  /** Cancels a pending order (asked first: the fee is not refunded); resolves when done. */
  onCancel?: (order: LeverOrder) => Promise<unknown>;
  cancelling?: boolean;
}

const STATUS_TONE: Record<LeverStatus, TagTone> = {
  pending: 'info',
  open: 'brand',
  closing: 'warning',
  closed: 'neutral',
  cancelled: 'neutral',
};

/** A contract order ("entrust"): pending limit order, open position or a past one, with Cancel for a pending one. */
export const ContractOrderCard = memo(function ContractOrderCard({ order: o, market, onCancel, cancelling }: ContractOrderCardProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const f = useTradeFormat({ price_precision: 2, amount_precision: 4, lot_size: '1', ...market });
  const [symbolBase = '', symbolQuote = ''] = o.symbol.split('/');
  const long = o.side === 'long';
  const done = o.status === 'closed' || o.status === 'cancelled';
  const ask = async () => {
    const ok = await confirm({
      title: t('entrust.cancelTitle'),
      message: t('entrust.feeNotRefunded', { fee: f.money(o.fee), quote: market?.quote ?? symbolQuote }),
      confirmText: t('entrust.cancel'),
      cancelText: t('entrust.keep'),
      confirmVariant: 'danger',
    });
    if (ok) await onCancel?.(o).catch(() => undefined);
  };
  return (
    <Card
      title={
        <>
          <CoinPair base={market?.base ?? symbolBase} quote={market?.quote ?? symbolQuote} icon={false} size="sm" />
          <Tag tone={long ? 'up' : 'down'} solid>
            {t('position.sideTag', { side: t(long ? 'side.long' : 'side.short'), arrow: long ? '↑' : '↓', leverage: f.leverage(o.leverage) })}
          </Tag>
        </>
      }
      extra={<Tag tone={STATUS_TONE[o.status]}>{t(`status.${o.status}`)}</Tag>}
      actions={
        onCancel &&
        o.status === 'pending' && (
          <Button size="sm" variant="secondary" loading={cancelling} onClick={() => void ask()}>
            {t('entrust.cancel')}
          </Button>
        )
      }
    >
      <CardFields
        items={[
          { label: t(o.status === 'pending' ? 'entrust.limitPrice' : 'position.entry'), value: f.price(o.entryPrice) },
          { label: t('position.size'), value: t('position.sizeValue', { lots: o.lots, quantity: f.quantity(o.quantity), base: market?.base ?? symbolBase }) },
          { label: t('ticket.margin'), value: f.money(o.originMargin) },
          { label: t('ticket.fee'), value: f.money(o.fee) },
          { label: t('position.stops'), value: `${f.price(o.takeProfit)} / ${f.price(o.stopLoss)}` },
          o.status !== 'pending' && {
            label: t(done ? 'entrust.realised' : 'position.pnlShort'),
            value: <NumberText value={o.pnl} kind="balance" colorBy="self" />,
          },
          { label: t('entrust.created'), value: formatDateTime(o.createdAt, locale) },
          o.closedAt !== null && { label: t('entrust.closed'), value: formatDateTime(o.closedAt, locale) },
        ]}
      />
    </Card>
  );
});
