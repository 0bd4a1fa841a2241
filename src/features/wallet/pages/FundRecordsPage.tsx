import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { FundingRow, type FundingRowProps } from '../components/FundingRow';
import { useDepositRecords, useWithdrawRecords } from '../fundingHooks';

type Kind = 'receive' | 'withdraw';

/**
 * /pages/fund/receive_withdraw_record?type=receive|withdraw (signed in): the user's deposits and withdrawals, each
 * with its review state, newest first, 10 a page, ending in "no more data".
 */
export default function FundRecordsPage() {
  const { t } = useTranslation('wallet');
  const [query, setQuery] = useSearchParams();
  const kind: Kind = query.get('type') === 'withdraw' ? 'withdraw' : 'receive';
  const deposits = useDepositRecords();
  const withdrawals = useWithdrawRecords();
  const list = kind === 'receive' ? deposits : withdrawals;
  const rows: FundingRowProps[] =
    kind === 'receive'
      ? (deposits.data?.pages.flatMap((p) => p.items) ?? []).map((record) => ({ kind: 'deposit', record }))
      : (withdrawals.data?.pages.flatMap((p) => p.items) ?? []).map((record) => ({ kind: 'withdraw', record }));

  let body;
  if (list.isError && !list.data)
    body = <ErrorState message={t('fundRecords.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <SkeletonList rows={4} label={t('fundRecords.loading')} />;
  else if (rows.length === 0) body = <EmptyState title={t('fundRecords.empty')} />;
  else
    body = (
      <$List aria-label={t(kind === 'receive' ? 'fundRecords.deposits' : 'fundRecords.withdrawals')}>
        {rows.map((row) => (
          <li key={`${row.kind}:${row.record.id}`}>
            <FundingRow {...row} />
          </li>
        ))}
        <li>
          {list.hasNextPage ? (
            <Button variant="ghost" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('fundRecords.loadMore')}
            </Button>
          ) : (
            <$End>{t('fundRecords.noMore')}</$End>
          )}
        </li>
      </$List>
    );

  return (
    <Page title={t('fundRecords.title')} end="6">
      <Tabs<Kind>
        aria-label={t('fundRecords.title')}
        items={[
          { key: 'receive', label: t('fundRecords.deposits') },
          { key: 'withdraw', label: t('fundRecords.withdrawals') },
        ]}
        value={kind}
        onChange={(k) => setQuery({ type: k }, { replace: true })}
        stretch
      />
      {body}
    </Page>
  );
}

const $List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: ${({ theme }) => theme.space['4']};
  list-style: none;
`;

const $End = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
