import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { WALLET_ACCOUNTS, type WalletAccount, type Wallets } from '@/api/wallet';
import { Dec, toDec } from '@/lib/decimal';
import { builtPaths, paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { ErrorState } from '@/ui/ErrorState';
import { FormField, useZodForm } from '@/ui/Form';
import { Clock } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SelectSheet } from '@/ui/SelectSheet';
import { SkeletonList } from '@/ui/Skeleton';
import { DEFAULT_FROM, DEFAULT_TO, isWalletAccount } from '../accounts';
import { Balance } from '../components/Balance';
import { SwapPair } from '../components/SwapPair';
import { WalletForm } from '../components/WalletForm';
import { clearAfterSubmit, problem, useRecheck } from '../form';
import { useAccountTransfer, useWallets } from '../hooks';
import { useAccountName } from '../labels';

interface TransferValues {
  from: WalletAccount;
  to: WalletAccount;
  /** The coin's id, as the coin picker holds it. */
  currency: string;
  amount: string;
}

/** The coin of `from` the form means: the one chosen, else the account's first. */
function coinOf(wallets: Wallets | undefined, from: WalletAccount, currency: string) {
  const balances = wallets?.accounts[from].balances ?? [];
  return balances.find((b) => String(b.currencyId) === currency) ?? balances[0];
}

/** An amount above zero and within what the `from` account holds of the coin. */
const transferSchema = (wallets: Wallets | undefined) =>
  z
    .object({ from: z.enum(WALLET_ACCOUNTS), to: z.enum(WALLET_ACCOUNTS), currency: z.string(), amount: z.string() })
    .check(
      z.superRefine((v, ctx) => {
        const value = toDec(v.amount);
        if (!value || value.isZero()) problem(ctx, 'transfer.error.amount', undefined, 'amount');
        else if (value.gt(new Dec(coinOf(wallets, v.from, v.currency)?.available ?? '0')))
          problem(ctx, 'transfer.error.insufficient', undefined, 'amount');
      }),
    );

/** The accounts and coin the query names (`from`, `to`, `currency`), else Spot → Futures in USDT. */
function initialValues(search: URLSearchParams): TransferValues {
  const wantedFrom = search.get('from');
  const from = isWalletAccount(wantedFrom) ? wantedFrom : DEFAULT_FROM;
  const wantedTo = search.get('to');
  const to =
    isWalletAccount(wantedTo) && wantedTo !== from ? wantedTo : from === DEFAULT_TO ? DEFAULT_FROM : DEFAULT_TO;
  return { from, to, currency: search.get('currency') ?? '3', amount: '' };
}

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
  const schema = useMemo(() => transferSchema(wallets.data), [wallets.data]);
  const form = useZodForm(schema, { defaultValues: initialValues(search) });
  const recheck = useRecheck(form);
  const [from, currency] = useWatch({ control: form.control, name: ['from', 'currency'] });

  const balances = wallets.data?.accounts[from].balances ?? [];
  const coin = coinOf(wallets.data, from, currency);
  const available = coin?.available ?? '0';

  /** Sets both accounts; the balance bounding the amount changes. */
  const setPair = (nextFrom: WalletAccount, nextTo: WalletAccount) => {
    form.setValue('from', nextFrom);
    form.setValue('to', nextTo);
    recheck('amount');
  };
  const onValid = (v: TransferValues) => {
    if (!coin) return;
    transfer.mutate(
      { currencyId: coin.currencyId, amount: v.amount, from: v.from, to: v.to },
      { onSuccess: () => clearAfterSubmit(form, { amount: '' }) },
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
        <WalletForm onSubmit={form.handleSubmit(onValid)}>
          <SwapPair
            control={form.control}
            from={{ name: 'from', label: t('transfer.from') }}
            to={{ name: 'to', label: t('transfer.to') }}
            swapLabel={t('transfer.swap')}
            options={accountOptions}
            onChange={setPair}
          />
          <FormField control={form.control} name="currency" label={t('transfer.coin')}>
            {(field) => (
              <SelectSheet
                {...field}
                value={coin ? String(coin.currencyId) : null}
                options={balances.map((b) => ({ value: String(b.currencyId), label: b.currency }))}
                onChange={(next) => {
                  field.onChange(next);
                  form.setValue('amount', '');
                  recheck('amount');
                }}
              />
            )}
          </FormField>
          <FormField control={form.control} name="amount" label={t('transfer.amount')}>
            {(field) => (
              <AmountInput
                {...field}
                placeholder={t('transfer.amountPlaceholder')}
                max={available}
                unit={coin?.currency}
              />
            )}
          </FormField>
          <WalletForm.Note>
            {t('transfer.available')}{' '}
            <Balance value={available} suffix={coin ? ` ${coin.currency}` : ''} />
          </WalletForm.Note>
          <WalletForm.Submit loading={transfer.isPending}>{t('transfer.submit')}</WalletForm.Submit>
        </WalletForm>
      )}
    </Page>
  );
}
