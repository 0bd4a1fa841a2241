import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AssetAccount } from '@/api/wallet';
import { AccountEntry } from '@/features/setting';
import { builtPaths, paths } from '@/lib/routes';
import { ErrorState } from '@/ui/ErrorState';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, Icon, ReceiptText, type LucideIcon } from '@/ui/Icon';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { accountGroups } from '../accounts';
import { AccountPanel } from '../components/AccountPanel';
import { AssetsSummary } from '../components/AssetsSummary';
import { useFiat, useRefreshOnMoneyEvents, useWallets } from '../hooks';
import { useAccountName } from '../labels';

interface Shortcut {
  key: 'deposit' | 'withdraw' | 'transfer' | 'records';
  to: string;
  icon: LucideIcon;
}

const SHORTCUTS: Shortcut[] = [
  { key: 'deposit', to: paths.fundSelect({ type: 'receive' }), icon: ArrowDownToLine },
  { key: 'withdraw', to: paths.fundSelect({ type: 'withdraw' }), icon: ArrowUpFromLine },
  { key: 'transfer', to: paths.transfer(), icon: ArrowLeftRight },
  { key: 'records', to: paths.assetsAllRecord(), icon: ReceiptText },
];

/**
 * /pages/fund/assets (the assets tab, signed in): the account entry top left, the total in the chosen fiat,
 * shortcuts to the other fund pages that are built, and each account with its coins and their logos; balances are
 * read again when a money event's station message arrives.
 */
export default function AssetsPage() {
  const { t } = useTranslation('wallet');
  const wallets = useWallets();
  const fiat = useFiat();
  const name = useAccountName();
  useRefreshOnMoneyEvents();
  const [account, setAccount] = useState<AssetAccount>('change');
  const groups = wallets.data ? accountGroups(wallets.data) : [];
  const current = groups.find((g) => g.account === account) ?? groups[0];
  const shortcuts = SHORTCUTS.filter((s) => builtPaths.has(s.to.split('?')[0]!));

  return (
    <Page title={t('assets.title')} back={false} left={<AccountEntry />} tab end="6">
      <AssetsSummary usdtTotal={wallets.data?.usdtTotal} fiat={fiat} />
      {shortcuts.length > 0 && (
        <$Shortcuts aria-label={t('assets.shortcuts')}>
          {shortcuts.map((s) => (
            <$Shortcut key={s.key} to={s.to}>
              <Icon icon={s.icon} size="lg" />
              {t(`assets.shortcut.${s.key}`)}
            </$Shortcut>
          ))}
        </$Shortcuts>
      )}
      {wallets.isError && !wallets.data ? (
        <ErrorState message={t('assets.loadFailed')} onRetry={() => void wallets.refetch()} compact />
      ) : !current ? (
        <SkeletonList rows={5} label={t('assets.loading')} />
      ) : (
        <>
          <Tabs
            aria-label={t('assets.accounts')}
            items={groups.map((g) => ({ key: g.account, label: name(g.account) }))}
            value={current.account}
            onChange={setAccount}
          />
          <AccountPanel account={current.account} group={current.group} fiat={fiat} />
        </>
      )}
    </Page>
  );
}

const $Shortcuts = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['2']};
`;

const $Shortcut = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space['2']} 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;
