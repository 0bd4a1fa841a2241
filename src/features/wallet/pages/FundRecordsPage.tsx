import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { Page } from '@/ui/Page';
import { RecordList } from '@/ui/RecordList';
import { Tabs } from '@/ui/Tabs';
import { FundingRow } from '../components/FundingRow';
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
  const list = {
    'aria-label': t(kind === 'receive' ? 'fundRecords.deposits' : 'fundRecords.withdrawals'),
    empty: <EmptyState title={t('fundRecords.empty')} />,
    errorMessage: t('fundRecords.loadFailed'),
    getKey: (record: { id: number }) => record.id,
  };

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
      {kind === 'receive' ? (
        <RecordList
          key="receive"
          {...list}
          query={deposits}
          itemsOf={(page) => page.items}
          renderItem={(record) => <FundingRow kind="deposit" record={record} />}
        />
      ) : (
        <RecordList
          key="withdraw"
          {...list}
          query={withdrawals}
          itemsOf={(page) => page.items}
          renderItem={(record) => <FundingRow kind="withdraw" record={record} />}
        />
      )}
    </Page>
  );
}
