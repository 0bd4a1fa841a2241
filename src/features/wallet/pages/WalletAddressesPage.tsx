import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WithdrawAddress } from '@/api/wallet/payees';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { confirm } from '@/ui/Confirm';
import { EmptyState } from '@/ui/EmptyState';
import { Plus, Wallet } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { RecordList } from '@/ui/RecordList';
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

  return (
    <Page title={t('wallet.title')} right={<IconButton icon={Plus} aria-label={t('wallet.add')} onClick={add} />} end="6">
      <RecordList
        query={list}
        itemsOf={(page) => page.items}
        getKey={(a) => a.id}
        renderItem={(a) => <AddressCard address={a} onDelete={(x) => void askDelete(x)} deleting={deleting === a.id} />}
        aria-label={t('wallet.list')}
        errorMessage={t('wallet.loadFailed')}
        skeletonRows={3}
        empty={
          <EmptyState
            icon={Wallet}
            title={t('wallet.empty')}
            description={t('wallet.emptyHint')}
            action={<Button onClick={add}>{t('wallet.add')}</Button>}
          />
        }
      />
    </Page>
  );
}
