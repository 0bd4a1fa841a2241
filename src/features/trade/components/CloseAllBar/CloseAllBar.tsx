import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CloseAllScope, LeverRisk } from '@/api/schemas/trade';
import { formatNumber } from '@/lib/format';
import { mapLive } from '@/lib/live';
import { ActionSheet } from '@/ui/ActionSheet';
import { Button } from '@/ui/Button';
import { confirm } from '@/ui/Confirm';
import { LiveText } from '@/ui/NumberText';
import { StaleMark } from '@/ui/StaleMark';
import { useNumberLocale } from '@/ui/_shared';
import type { PositionFeed } from '../../live';

export interface CloseAllBarProps {
  feed: PositionFeed;
  /** The account figures REST last sent (shown until the feed has pushed). */
  risk?: LeverRisk;
  /** How many positions are open (none: the button is off). */
  count: number;
  onCloseAll: (scope: CloseAllScope) => Promise<unknown>;
  pending: boolean;
}

const SCOPES: readonly CloseAllScope[] = ['all', 'long', 'short'];

/**
 * Above the position list: the account's risk rate and total unrealised P&L (live), the feed's freshness, and
 * "Close positions": all, longs only or shorts only, each confirmed first (every pair).
 */
export function CloseAllBar({ feed, risk, count, onCloseAll, pending }: CloseAllBarProps) {
  const { t } = useTranslation('trade');
  const locale = useNumberLocale();
  const [choosing, setChoosing] = useState(false);
  const live = useMemo(() => mapLive(feed.risk, (r) => r ?? risk), [feed.risk, risk]);
  const choose = async (scope: CloseAllScope) => {
    const ok = await confirm({
      title: t(`closeAll.confirm.${scope}`),
      message: t('closeAll.confirmBody'),
      confirmText: t('closeAll.confirmButton'),
      confirmVariant: 'danger',
    });
    if (ok) await onCloseAll(scope).catch(() => undefined);
  };
  return (
    <$Bar>
      <$Figures>
        <LiveText
          live={live}
          format={(r) =>
            t('closeAll.risk', { rate: formatNumber(r?.riskRate, 'percent', { locale }) })
          }
        />
        <LiveText
          live={live}
          format={(r) => t('closeAll.pnl', { pnl: formatNumber(r?.pnlTotal, 'balance', { locale }) })}
        />
        <StaleMark stale={feed.stale} />
      </$Figures>
      <Button size="sm" variant="danger" disabled={count === 0} loading={pending} onClick={() => setChoosing(true)}>
        {t('closeAll.button')}
      </Button>
      <ActionSheet<CloseAllScope>
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t('closeAll.title')}
        actions={SCOPES.map((scope) => ({ value: scope, label: t(`closeAll.${scope}`), danger: true }))}
        onSelect={(scope) => void choose(scope)}
        cancelText={t('confirm.cancel')}
      />
    </$Bar>
  );
}

const $Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;

const $Figures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
