import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AddressInput } from '@/api/wallet/payees';
import { paths } from '@/lib/routes';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { AddressForm, type AddressFormValues } from '../components/AddressForm';
import { useWallets } from '../hooks';
import { useSaveAddress, useWithdrawAddresses } from '../payeeHooks';
import { RETURN_TO_WITHDRAW, savedWithdrawAddressAtom } from '../state';

const USDT = 3;

/**
 * /pages/setting/addWallet (signed in): adds a withdraw address, or edits the one of `id`; `currency` preselects
 * the coin. Saved addresses are listed on /pages/setting/wallet, where the page returns — or, opened from the
 * withdraw form, back to that form with the new address chosen (issue 28 item 11). Fund feature (decision 64).
 */
export default function AddWalletPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = /^\d+$/.test(search.get('id') ?? '') ? Number(search.get('id')) : undefined;
  const wallets = useWallets();
  const list = useWithdrawAddresses();
  const save = useSaveAddress();
  const location = useLocation();
  const setSaved = useSetAtom(savedWithdrawAddressAtom);
  // opened from the withdraw form: back to it once saved, the new address chosen there
  const fromWithdraw = (location.state as { returnTo?: string } | null)?.returnTo === RETURN_TO_WITHDRAW.returnTo;
  const saved = (input: AddressInput) => {
    if (!fromWithdraw || input.id !== undefined) return void navigate(paths.wallet(), { replace: true });
    setSaved({ currencyId: input.currencyId, address: input.address });
    void navigate(-1);
  };

  const coins = (wallets.data?.accounts.change.balances ?? []).map((b) => ({ id: b.currencyId, name: b.currency }));
  const editing = id === undefined ? undefined : list.data?.pages.flatMap((p) => p.items).find((a) => a.id === id);
  const wanted = Number(search.get('currency'));
  const title = id === undefined ? t('addWallet.title') : t('addWallet.editTitle');

  const failed = (wallets.isError && !wallets.data) || (id !== undefined && list.isError && !list.data);
  const waiting = !wallets.data || (id !== undefined && !list.data);

  let body;
  if (failed)
    body = (
      <ErrorState
        message={t('wallet.loadFailed')}
        onRetry={() => void Promise.all([wallets.refetch(), list.refetch()])}
      />
    );
  else if (waiting) body = <SkeletonList rows={4} label={t('wallet.loading')} />;
  else if (id !== undefined && !editing) body = <ErrorState message={t('addWallet.notFound')} />;
  else {
    const initial: AddressFormValues = editing
      ? { currencyId: editing.currencyId, chain: editing.chain ?? 'TRC20', remark: editing.remark, address: editing.address }
      : {
          currencyId: coins.some((c) => c.id === wanted) ? wanted : (coins.find((c) => c.id === USDT) ?? coins[0])?.id ?? USDT,
          chain: 'TRC20',
          remark: '',
          address: '',
        };
    body = (
      <AddressForm
        key={id ?? 'new'}
        coins={coins}
        initial={initial}
        id={id}
        submitting={save.isPending}
        onSubmit={(input: AddressInput) =>
          save.mutate(input, { onSuccess: () => saved(input) })
        }
      />
    );
  }

  return (
    <Page title={title} end="6">
      {body}
    </Page>
  );
}
