import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '@/api/market';
import type { SpotOrder, SpotStatus } from '@/api/schemas/trade';
import { formatDateTime } from '@/lib/time';
import { Button } from '@/ui/Button';
import { Card, CardFields } from '@/ui/Card';
import { CoinPair } from '@/ui/CoinPair';
import { confirm } from '@/ui/Confirm';
import { Tag, type TagTone } from '@/ui/Tag';
import { useNumberLocale } from '@/ui/_shared';
import { spotQuote } from '../../calc';
import { useTradeFormat } from '../../format';

export interface SpotOrderCardProps {
  order: SpotOrder;
  market: Pick<Market, 'base' | 'quote' | 'price_precision' | 'amount_precision' | 'lot_size'> | undefined;
  /** Cancels a resting order (asked first); resolves when done. */
  onCancel?: (order: SpotOrder) => Promise<unknown>;
  cancelling?: boolean;
}

const STATUS_TONE: Record<SpotStatus, TagTone> = { open: 'info', filled: 'success', cancelled: 'neutral' };

/** One spot order: side (word, arrow, colour), status, limit and fill prices, amount, total, fee, time; Cancel while resting. */
export const SpotOrderCard = memo(function SpotOrderCard({ order: o, market, onCancel, cancelling }: SpotOrderCardProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const f = useTradeFormat({ price_precision: 2, amount_precision: 4, lot_size: '1', ...market });
  const [symbolBase = '', symbolQuote = ''] = o.symbol.split('/');
  const base = market?.base ?? symbolBase;
  const quote = market?.quote ?? symbolQuote;
  const buy = o.side === 'buy';
  const { total } = spotQuote(o.fillPrice ?? o.price, o.amount, '0');
  const ask = async () => {
    const ok = await confirm({
      title: t('spotOrders.cancelTitle'),
      message: t('spotOrders.cancelBody', { amount: f.amount(o.amount), base, price: f.price(o.price), quote }),
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
          <Tag tone={buy ? 'up' : 'down'} solid>
            {t('spotOrders.sideTag', { side: t(buy ? 'side.buy' : 'side.sell'), arrow: buy ? '↑' : '↓' })}
          </Tag>
          <CoinPair base={base} quote={quote} icon={false} size="sm" />
        </>
      }
      extra={<Tag tone={STATUS_TONE[o.status]}>{t(`spotStatus.${o.status}`)}</Tag>}
      actions={
        onCancel &&
        o.status === 'open' && (
          <Button size="sm" variant="secondary" loading={cancelling} onClick={() => void ask()}>
            {t('entrust.cancel')}
          </Button>
        )
      }
    >
      <CardFields
        items={[
          { label: t('spotOrders.price'), value: f.price(o.price) },
          { label: t('spotOrders.fillPrice'), value: o.fillPrice ? f.price(o.fillPrice) : t('spotOrders.notFilled') },
          { label: t('spot.amount', { base }), value: f.amount(o.amount) },
          { label: t('spot.total', { quote }), value: f.money(total) },
          { label: t('ticket.fee'), value: f.money(o.fee) },
          { label: t('entrust.created'), value: formatDateTime(o.createdAt, locale) },
        ]}
      />
    </Card>
  );
});
