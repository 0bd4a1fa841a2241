import { useTranslation } from 'react-i18next';
import type { TransferEntry } from '@/api/wallet';
import { Page } from '@/ui/Page';
import { EntryList } from '../components/EntryList';
import { EntryRow } from '../components/EntryRow';
import { useTransferHistory } from '../hooks';

/** /pages/fund/transfer_history (signed in): transfers between the user's accounts, newest first, 10 a page. */
export default function TransferHistoryPage() {
  const { t } = useTranslation('wallet');
  const history = useTransferHistory();
  return (
    <Page title={t('history.title')} fill>
      <EntryList<TransferEntry>
        query={history}
        label={t('history.title')}
        emptyText={t('history.empty')}
        getKey={(e) => e.id}
        renderItem={(e) => <EntryRow entry={e} from={e.from} to={e.to} />}
      />
    </Page>
  );
}
