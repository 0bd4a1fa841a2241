import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverOrder } from '@/api/schemas/trade';
import { confirm } from '@/ui/Confirm';
import { usePositionFeed } from '../../live';
import { useClosePosition, useSetStops, type Stops } from '../../useContract';

/**
 * What a list of positions does: the live feed for its cards, Close (asked first) and the TP/SL sheet. The
 * callbacks keep their identity, so memoised cards do not render again when the list does.
 */
export function usePositionActions() {
  const { t } = useTranslation('trade');
  const feed = usePositionFeed();
  const { mutateAsync: closePosition, isPending: closing, variables: closingId } = useClosePosition();
  const { mutateAsync: setStops, isPending: saving } = useSetStops();
  const [editing, setEditing] = useState<LeverOrder | null>(null);

  const close = useCallback(
    async (p: LeverOrder) => {
      const ok = await confirm({
        title: t('position.closeTitle', { symbol: p.symbol }),
        message: t('position.closeBody'),
        confirmText: t('position.close'),
        confirmVariant: 'danger',
      });
      if (ok) await closePosition(p.id).catch(() => undefined);
    },
    [t, closePosition],
  );
  const save = useCallback((id: number, stops: Stops) => setStops({ id, ...stops }), [setStops]);
  const stopEditing = useCallback(() => setEditing(null), []);

  return { feed, close, closingId: closing ? closingId : undefined, edit: setEditing, editing, stopEditing, save, saving };
}
