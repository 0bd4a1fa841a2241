import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverOrder } from '@/api/schemas/trade';
import { confirm } from '@/ui/Confirm';
import { toast } from '@/ui/Toast';
import { usePositionFeed } from '../../live';
import { useClosePosition, useSetStops, type Stops } from '../../useContract';

/**
 * What a list of positions does: the live feed for its cards, Close (asked first; then the result sheet with the
 * realised P&L and fees, or the server's message when the closed order cannot be read) and the TP/SL sheet. The
 * callbacks keep their identity, so memoised cards do not render again when the list does.
 */
export function usePositionActions() {
  const { t } = useTranslation('trade');
  const feed = usePositionFeed();
  const { mutateAsync: closePosition, isPending: closing, variables: closingPosition } = useClosePosition();
  const { mutateAsync: setStops, isPending: saving } = useSetStops();
  const [editing, setEditing] = useState<LeverOrder | null>(null);
  const [closed, setClosed] = useState<LeverOrder | null>(null);

  const close = useCallback(
    async (p: LeverOrder) => {
      const ok = await confirm({
        title: t('position.closeTitle', { symbol: p.symbol }),
        message: t('position.closeBody'),
        confirmText: t('position.close'),
        confirmVariant: 'danger',
      });
      if (!ok) return;
      const result = await closePosition(p).catch(() => null);
      if (result?.closed) setClosed(result.closed);
      else if (result) toast.success(result.message || t('closed.title', { symbol: p.symbol }));
    },
    [t, closePosition],
  );
  const save = useCallback((id: number, stops: Stops) => setStops({ id, ...stops }), [setStops]);
  const stopEditing = useCallback(() => setEditing(null), []);
  const dismissClosed = useCallback(() => setClosed(null), []);

  return {
    feed,
    close,
    closingId: closing ? closingPosition?.id : undefined,
    edit: setEditing,
    editing,
    stopEditing,
    save,
    saving,
    /** The position just closed, for `CloseResultSheet` (null: none to show). */
    closed,
    dismissClosed,
  };
}
