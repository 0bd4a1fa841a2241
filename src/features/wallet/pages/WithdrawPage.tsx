import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';
import { builtPaths, paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { NoticeBar } from '@/ui/NoticeBar';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { RiskWarning } from '@/ui/RiskWarning';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SelectSheet } from '@/ui/SelectSheet';
import { SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { Balance } from '../components/Balance';
import { useFundingCoins, useSubmitWithdrawal, useWithdrawInfo } from '../fundingHooks';
import { useBankCard, useWithdrawAddresses } from '../payeeHooks';
import { withdrawFigures } from '../withdrawRules';
import { coinIdOf } from './fundingParams';

type Target = 'address' | 'bank';

/**
 * /pages/fund/withdraw?currency= (signed in): to a saved withdraw address or to the bank card; minimum, fee,
 * arrival amount, balance and the 24-hour limit shown; the pay password asked. A failed request is never sent
 * again by itself: the page reads the balances and records again and says to check them (decisions 81, 82).
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const [query] = useSearchParams();
  const currencyId = coinIdOf(query.get('currency'));
  const coins = useFundingCoins();
  const info = useWithdrawInfo(currencyId);
  const addressList = useWithdrawAddresses();
  const card = useBankCard();
  const submit = useSubmitWithdrawal();
  const [target, setTarget] = useState<Target>('address');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [uncertain, setUncertain] = useState(false);

  const name = coins.data?.find((c) => c.id === currencyId)?.name ?? info.data?.name ?? '';
  const addresses = (addressList.data?.pages.flatMap((p) => p.items) ?? []).filter((a) => a.currencyId === currencyId);
  const chosen = addresses.find((a) => String(a.id) === addressId) ?? addresses[0];
  const toBank = target === 'bank' && (info.data?.bankAllowed ?? false);
  const figures = info.data ? withdrawFigures(amount, info.data) : null;
  const amountError = figures?.error
    ? t(`withdraw.error.${figures.error}`, { amount: info.data?.min ?? '', coin: name })
    : null;
  const targetError = toBank ? (card.data ? null : t('withdraw.noBank')) : chosen ? null : t('withdraw.noAddress');
  const passwordError = payPassword ? null : t('withdraw.error.payPassword');
  const show = (error: string | null) => (touched ? (error ?? undefined) : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setUncertain(false);
    if (!info.data || amountError || targetError || passwordError) return;
    submit.mutate(
      {
        currencyId,
        amount,
        fee: info.data.fee,
        to: toBank || !chosen ? { kind: 'bank' } : { kind: 'address', address: chosen.address },
        payPassword,
      },
      {
        onSuccess: () => {
          setAmount('');
          setPayPassword('');
          setTouched(false);
        },
        // a transport failure or a 500 may have been booked: the state is read again (the hook), never re-sent
        onError: (error) => setUncertain(!isApiError(error) || error.kind !== 'business'),
      },
    );
  };

  let body;
  if (info.isError && !info.data)
    body = <ErrorState message={t('withdraw.loadFailed')} onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <SkeletonList rows={5} label={t('withdraw.loading')} />;
  else {
    const d = info.data;
    body = (
      <$Form onSubmit={onSubmit} noValidate>
        {d.bankAllowed && (
          <SegmentedControl<Target>
            aria-label={t('withdraw.to')}
            options={[
              { value: 'address', label: t('withdraw.toAddress') },
              { value: 'bank', label: t('withdraw.toBank') },
            ]}
            value={target}
            onChange={setTarget}
          />
        )}
        {toBank ? (
          card.data ? (
            <$Note>
              {t('withdraw.bankCard', { bank: card.data.bankName, last4: card.data.accountNumber.slice(-4) })}
            </$Note>
          ) : (
            <Prompt text={t('withdraw.noBank')} action={t('withdraw.addBank')} to={paths.bank()} />
          )
        ) : addresses.length > 0 ? (
          <SelectSheet
            label={t('withdraw.address')}
            value={chosen ? String(chosen.id) : null}
            options={addresses.map((a) => ({ value: String(a.id), label: a.remark || a.currency, description: `${a.chain ?? ''} ${a.address}` }))}
            onChange={setAddressId}
          />
        ) : addressList.data ? (
          <Prompt text={t('withdraw.noAddress')} action={t('withdraw.addAddress')} to={paths.addWallet({ currency: String(currencyId) })} />
        ) : null}
        <AmountInput
          label={t('withdraw.amount')}
          placeholder={t('withdraw.amountPlaceholder', { amount: d.min })}
          value={amount}
          onChange={setAmount}
          max={d.available}
          unit={name}
          error={show(amountError)}
        />
        <$Figures aria-live="polite">
          <dt>{t('withdraw.available')}</dt>
          <dd className="tabular"><Balance value={d.available} decimals={8} suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.minimum')}</dt>
          <dd className="tabular"><NumberText value={d.min} suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.fee')}</dt>
          <dd className="tabular"><NumberText value={d.fee} suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.arrival')}</dt>
          <dd className="tabular"><NumberText value={figures?.arrival} suffix={figures?.arrival ? ` ${name}` : ''} /></dd>
          {d.dailyLimit && (
            <>
              <dt>{t('withdraw.limit', { level: d.level ?? 1 })}</dt>
              <dd className="tabular">
                <NumberText value={d.dailyUsed} decimals={8} /> / <NumberText value={d.dailyLimit} suffix={` ${d.limitCurrency}`} />
              </dd>
            </>
          )}
        </$Figures>
        {d.payPasswordSet === false && (
          <Prompt text={t('withdraw.noPayPassword')} action={t('withdraw.setPayPassword')} to={paths.payPassword()} />
        )}
        <TextField
          type="password"
          label={t('withdraw.payPassword')}
          placeholder={t('withdraw.payPasswordPlaceholder')}
          value={payPassword}
          onChange={(e) => setPayPassword(e.target.value)}
          error={show(passwordError)}
          autoComplete="off"
        />
        <RiskWarning message={t('withdraw.bonusWarning')} />
        {touched && targetError && <$Error role="alert">{targetError}</$Error>}
        {uncertain && <NoticeBar tone="warning">{t('withdraw.failedCheck')}</NoticeBar>}
        <Button type="submit" size="lg" block loading={submit.isPending}>
          {t('withdraw.submit')}
        </Button>
      </$Form>
    );
  }

  return (
    <Page title={t('withdraw.title', { coin: name })} end="6">
      {body}
    </Page>
  );
}

/** "Add a withdraw address / bank card / pay password" with a link to its page, when that page is built. */
function Prompt({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <NoticeBar tone="warning">
      {text} {builtPaths.has(to.split('?')[0]!) && <Link to={to}>{action}</Link>}
    </NoticeBar>
  );
}

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  margin: 0;
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.color.textTertiary};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
