import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { WALLET_ACCOUNTS, type WalletAccount } from '@/api/wallet';
import { Dec, toDec } from '@/lib/decimal';
import { builtPaths, paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Clock, Repeat } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SelectSheet } from '@/ui/SelectSheet';
import { SkeletonList } from '@/ui/Skeleton';
import { DEFAULT_FROM, DEFAULT_TO, isWalletAccount } from '../accounts';
import { Balance } from '../components/Balance';
import { useAccountTransfer, useWallets } from '../hooks';
import { useAccountName } from '../labels';

/**
 * /pages/fund/transfer and /pages/fund/fundTransfer (signed in): moves a coin between two of the user's accounts
 * (`/wallet/change`). `from`, `to` and `currency` in the query prefill the form.
 */
export default function TransferPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const name = useAccountName();
  const wallets = useWallets();
  const transfer = useAccountTransfer();
  const initialFrom = isWalletAccount(search.get('from')) ? (search.get('from') as WalletAccount) : DEFAULT_FROM;
  const [from, setFrom] = useState<WalletAccount>(initialFrom);
  const [to, setTo] = useState<WalletAccount>(() => {
    const wanted = search.get('to');
    if (isWalletAccount(wanted) && wanted !== initialFrom) return wanted;
    return initialFrom === DEFAULT_TO ? DEFAULT_FROM : DEFAULT_TO;
  });
  const [currency, setCurrency] = useState<string>(search.get('currency') ?? '3');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);

  const balances = wallets.data?.accounts[from].balances ?? [];
  const coin = balances.find((b) => String(b.currencyId) === currency) ?? balances[0];
  const available = coin?.available ?? '0';
  const value = toDec(amount);
  const error = !value || value.isZero()
    ? t('transfer.error.amount')
    : value.gt(new Dec(available))
      ? t('transfer.error.insufficient')
      : null;

  const chooseFrom = (next: WalletAccount) => {
    if (next === to) setTo(from);
    setFrom(next);
  };
  const chooseTo = (next: WalletAccount) => {
    if (next === from) setFrom(to);
    setTo(next);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error || !coin) return;
    transfer.mutate(
      { currencyId: coin.currencyId, amount, from, to },
      {
        onSuccess: () => {
          setAmount('');
          setTouched(false);
        },
      },
    );
  };
  const accountOptions = WALLET_ACCOUNTS.map((a) => ({ value: a, label: name(a) }));
  const history = builtPaths.has(paths.transferHistory()) ? (
    <IconButton icon={Clock} aria-label={t('transfer.history')} onClick={() => void navigate(paths.transferHistory())} />
  ) : undefined;

  return (
    <Page title={t('transfer.title')} right={history} end="6">
      {wallets.isError && !wallets.data ? (
        <ErrorState message={t('assets.loadFailed')} onRetry={() => void wallets.refetch()} compact />
      ) : !wallets.data ? (
        <SkeletonList rows={4} label={t('assets.loading')} />
      ) : (
        <$Form onSubmit={submit} noValidate>
          <$Pair>
            <SelectSheet label={t('transfer.from')} value={from} options={accountOptions} onChange={chooseFrom} />
            <IconButton icon={Repeat} aria-label={t('transfer.swap')} onClick={swap} />
            <SelectSheet label={t('transfer.to')} value={to} options={accountOptions} onChange={chooseTo} />
          </$Pair>
          <SelectSheet
            label={t('transfer.coin')}
            value={coin ? String(coin.currencyId) : null}
            options={balances.map((b) => ({ value: String(b.currencyId), label: b.currency }))}
            onChange={(next) => {
              setCurrency(next);
              setAmount('');
            }}
          />
          <AmountInput
            label={t('transfer.amount')}
            placeholder={t('transfer.amountPlaceholder')}
            value={amount}
            onChange={setAmount}
            max={available}
            unit={coin?.currency}
            error={touched ? error : undefined}
          />
          <$Available>
            {t('transfer.available')}{' '}
            <Balance value={available} decimals={8} suffix={coin ? ` ${coin.currency}` : ''} />
          </$Available>
          <Button type="submit" size="lg" block loading={transfer.isPending}>
            {t('transfer.submit')}
          </Button>
        </$Form>
      )}
    </Page>
  );
}

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['2']};
  align-items: end;
`;

const $Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
