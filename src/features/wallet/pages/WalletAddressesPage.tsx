import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { WithdrawAddress } from '@/api/wallet/payees';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { confirm } from '@/ui/Confirm';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Plus, Wallet } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { AddressCard } from '../components/AddressCard';
import { useDeleteAddress, useWithdrawAddresses } from '../payeeHooks';

/**
 * /pages/setting/wallet (signed in): the saved withdraw addresses, each editable and deletable; "add a withdraw
 * address" when there is none (spec §8). Lives in the fund feature (decision 64).
 */
export default function WalletAddressesPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const list = useWithdrawAddresses();
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<number | null>(null);
  const addresses = list.data?.pages.flatMap((p) => p.items) ?? [];
  const add = () => void navigate(paths.addWallet());

  const askDelete = async (address: WithdrawAddress) => {
    const ok = await confirm({
      title: t('wallet.deleteTitle'),
      message: t('wallet.deleteMessage', { remark: address.remark || address.currency, address: address.address }),
      confirmText: t('wallet.delete'),
      confirmVariant: 'danger',
    });
    if (!ok) return;
    setDeleting(address.id);
    remove.mutate(address.id, { onSettled: () => setDeleting(null) });
  };

  let body;
  if (list.isError && !list.data)
    body = <ErrorState message={t('wallet.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <SkeletonList rows={3} label={t('wallet.loading')} />;
  else if (addresses.length === 0)
    body = (
      <EmptyState
        icon={Wallet}
        title={t('wallet.empty')}
        description={t('wallet.emptyHint')}
        action={<Button onClick={add}>{t('wallet.add')}</Button>}
      />
    );
  else
    body = (
      <$List aria-label={t('wallet.list')}>
        {addresses.map((a) => (
          <li key={a.id}>
            <AddressCard address={a} onDelete={(x) => void askDelete(x)} deleting={deleting === a.id} />
          </li>
        ))}
        <li>
          {list.hasNextPage ? (
            <Button variant="ghost" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('wallet.loadMore')}
            </Button>
          ) : (
            <$End>{t('wallet.noMore')}</$End>
          )}
        </li>
      </$List>
    );

  return (
    <Page title={t('wallet.title')} right={<IconButton icon={Plus} aria-label={t('wallet.add')} onClick={add} />} end="6">
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
