import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LedgerEntry, LedgerFilter } from '@/api/wallet';
import { ROUTES } from '@/lib/routes';
import { Page } from '@/ui/Page';
import { Tabs } from '@/ui/Tabs';
import { EntryList } from '../components/EntryList';
import { EntryRow } from '../components/EntryRow';
import { useLedgerEntries } from '../hooks';
import { useAccountName } from '../labels';

/** The record types a user filters by (the demo's `account_log.type`; 0 = all). */
const TYPES = { all: 0, deposit: 3, withdraw: 4, transfer: 2, exchange: 5, spot: 6, lever: 7, micro: 8 } as const;
type TypeKey = keyof typeof TYPES;

/**
 * /pages/fund/assets_all_record (every movement) and /pages/fund/assets_record (one account, optionally one coin,
 * from the query: `account`, `currency`): balance records newest first, 10 a page, filtered by type.
 */
export default function RecordsPage() {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const name = useAccountName();
  const [type, setType] = useState<TypeKey>('all');
  const oneAccount = pathname === ROUTES.assetsRecord.path;
  const account = oneAccount ? (search.get('account') ?? undefined) : undefined;
  const currency = oneAccount && /^\d+$/.test(search.get('currency') ?? '') ? Number(search.get('currency')) : undefined;
  const filter: LedgerFilter = { account, currencyId: currency, type: TYPES[type] || undefined };
  const entries = useLedgerEntries(filter);
  const title = account ? t('records.accountTitle', { account: name(account) }) : t('records.title');

  return (
    <Page title={title} fill>
      <$Tabs
        variant="pill"
        aria-label={t('records.types')}
        items={(Object.keys(TYPES) as TypeKey[]).map((key) => ({ key, label: t(`records.type.${key}`) }))}
        value={type}
        onChange={setType}
      />
      <EntryList<LedgerEntry>
        key={type}
        query={entries}
        label={title}
        emptyText={t('records.empty')}
        getKey={(e) => e.id}
        renderItem={(e) => <EntryRow entry={e} />}
      />
    </Page>
  );
}

const $Tabs = styled(Tabs)`
  flex: none;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
` as typeof Tabs;
