import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LedgerEntry } from '@/api/wallet';
import { formatNumber } from '@/lib/format';
import { EmptyState } from '@/ui/EmptyState';
import { InfiniteList } from '@/ui/InfiniteList';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { useBills } from '../hooks';

/**
 * /pages/setting/bill (signed in): the user's bills, every balance movement of every account (the ledger's
 * journal through `/wallet/legal_log`), newest first, 10 a page, ending in "No more data".
 */
export default function BillPage() {
  const { t } = useTranslation('invite');
  const locale = useNumberLocale();
  const bills = useBills();
  const items = bills.data?.pages.flatMap((p) => p.items) ?? [];
  const row = (e: LedgerEntry) => {
    const negative = e.amount.trim().startsWith('-');
    return (
      <$Row>
        <$Main>
          <strong>{e.label}</strong>
          <span>
            {e.account ? `${t(`bill.account.${accountKey(e.account)}`)} · ` : ''}
            {e.time}
          </span>
        </$Main>
        <$Value data-sign={negative ? 'down' : 'up'}>
          {negative ? '' : '+'}
          {formatNumber(e.amount, 'balance', { locale })} {e.currency}
        </$Value>
      </$Row>
    );
  };
  return (
    <Page title={t('bill.title')} fill>
      {bills.isPending && bills.fetchStatus !== 'idle' ? (
        <SkeletonList rows={6} label={t('loading')} />
      ) : (
        <$Fill
          aria-label={t('bill.title')}
          items={items}
          renderItem={row}
          getKey={(e) => e.id}
          hasMore={Boolean(bills.hasNextPage)}
          loading={bills.isFetchingNextPage}
          error={bills.isError}
          onLoadMore={() => void bills.fetchNextPage()}
          onRetry={() => void (bills.data ? bills.fetchNextPage() : bills.refetch())}
          estimateSize={64}
          empty={<EmptyState title={t('bill.empty')} />}
        />
      )}
    </Page>
  );
}

const ACCOUNTS = ['legal', 'change', 'lever', 'micro', 'fund', 'transaction', 'financial'] as const;
const accountKey = (a: string) => (ACCOUNTS as readonly string[]).includes(a) ? (a as (typeof ACCOUNTS)[number]) : 'other';

const $Fill = styled(InfiniteList)`
  flex: 1 1 0;
  min-height: 0;
  height: auto;
` as typeof InfiniteList;

const $Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const $Main = styled.span`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const $Value = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.up};
  &[data-sign='down'] {
    color: ${({ theme }) => theme.color.down};
  }
`;
