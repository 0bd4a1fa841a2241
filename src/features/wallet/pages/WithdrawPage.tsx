import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';
import { formatNumber } from '@/lib/format';
import { builtPaths, paths, ROUTES } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { ErrorState } from '@/ui/ErrorState';
import { FormField, useFormMessage, useZodForm } from '@/ui/Form';
import { Icon, Plus } from '@/ui/Icon';
import { NoticeBar } from '@/ui/NoticeBar';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { RiskWarning } from '@/ui/RiskWarning';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SelectSheet } from '@/ui/SelectSheet';
import { SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useNumberLocale } from '@/ui/_shared';
import { Balance } from '../components/Balance';
import { Figures } from '../components/Figures';
import { WalletForm } from '../components/WalletForm';
import { WithdrawSheet } from '../components/WithdrawSheet';
import { clearAfterSubmit } from '../form';
import { useFundingCoins, useSubmitWithdrawal, useWithdrawInfo } from '../fundingHooks';
import { useBankCard, useWithdrawAddresses } from '../payeeHooks';
import { RETURN_TO_WITHDRAW } from '../state';
import {
  EMPTY_WITHDRAWAL,
  reviewOf,
  useChooseSavedAddress,
  withdrawSchema,
  type Payees,
  type WithdrawReview,
  type WithdrawTarget,
  type WithdrawValues,
} from '../withdrawForm';
import { withdrawFigures } from '../withdrawRules';
import { coinIdOf } from './fundingParams';

/**
 * /pages/fund/withdraw?currency= (signed in): to a saved withdraw address or to the bank card; minimum, fee,
 * arrival amount, balance and the 24-hour limit shown; the pay password asked, then a confirmation of the amount,
 * fee, arrival amount, address and network, and once sent the result: submitted, waiting for review (issue 28).
 * A failed request is never sent again by itself: the page reads the balances and records again and says to check
 * them (decisions 81, 82). "Add a withdraw address" comes back here with the new address chosen.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const translate = useFormMessage();
  const [query] = useSearchParams();
  const currencyId = coinIdOf(query.get('currency'));
  const coins = useFundingCoins();
  const info = useWithdrawInfo(currencyId);
  const addressList = useWithdrawAddresses();
  const card = useBankCard();
  const submit = useSubmitWithdrawal();
  const [uncertain, setUncertain] = useState(false);
  /** The withdrawal last checked (kept while the sheet closes), and what the sheet shows of it. */
  const [review, setReview] = useState<WithdrawReview | null>(null);
  const [phase, setPhase] = useState<'confirm' | 'submitted' | null>(null);

  const name = coins.data?.find((c) => c.id === currencyId)?.name ?? info.data?.name ?? '';
  const payees: Payees = useMemo(
    () => ({
      addresses: (addressList.data?.pages.flatMap((p) => p.items) ?? []).filter((a) => a.currencyId === currencyId),
      card: card.data,
    }),
    [addressList.data, card.data, currencyId],
  );
  const locale = useNumberLocale();
  const schema = useMemo(() => withdrawSchema(info.data, name, payees, locale), [info.data, name, payees, locale]);
  const form = useZodForm(schema, { defaultValues: EMPTY_WITHDRAWAL });
  const [target, addressId, amount] = useWatch({ control: form.control, name: ['target', 'addressId', 'amount'] });
  const { setValue } = form;
  const choose = useCallback((id: string) => setValue('addressId', id), [setValue]);
  useChooseSavedAddress(payees.addresses, currencyId, choose);

  const onValid = (v: WithdrawValues) => {
    const checked = reviewOf(v, info.data, payees, { id: currencyId, name });
    if (!checked) return;
    setReview(checked);
    setPhase('confirm');
  };
  const confirm = () => {
    if (!review) return;
    setUncertain(false);
    submit.mutate(review.input, {
      onSuccess: () => {
        clearAfterSubmit(form, { amount: '', payPassword: '' });
        setPhase('submitted');
      },
      // a transport failure or a 500 may have been booked: the state is read again (the hook), never re-sent
      onError: (error) => {
        setUncertain(!isApiError(error) || error.kind !== 'business');
        setPhase(null);
      },
    });
  };

  let body;
  if (info.isError && !info.data)
    body = <ErrorState message={t('withdraw.loadFailed')} onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <SkeletonList rows={5} label={t('withdraw.loading')} />;
  else {
    const d = info.data;
    const toBank = target === 'bank' && d.bankAllowed;
    const chosen = payees.addresses.find((a) => String(a.id) === addressId) ?? payees.addresses[0];
    const figures = withdrawFigures(amount, d);
    body = (
      <WalletForm onSubmit={form.handleSubmit(onValid)}>
        {d.bankAllowed && (
          <FormField control={form.control} name="target" label={t('withdraw.to')}>
            {(field) => (
              <SegmentedControl<WithdrawTarget>
                aria-label={field.label}
                options={[
                  { value: 'address', label: t('withdraw.toAddress') },
                  { value: 'bank', label: t('withdraw.toBank') },
                ]}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          </FormField>
        )}
        {toBank ? (
          card.data ? (
            <WalletForm.Note>
              {t('withdraw.bankCard', { bank: card.data.bankName, last4: card.data.accountNumber.slice(-4) })}
            </WalletForm.Note>
          ) : (
            <Prompt text={t('withdraw.noBank')} action={t('withdraw.addBank')} to={paths.bank()} />
          )
        ) : payees.addresses.length > 0 ? (
          <>
            <FormField control={form.control} name="addressId" label={t('withdraw.address')}>
              {(field) => (
                <SelectSheet
                  {...field}
                  value={chosen ? String(chosen.id) : null}
                  options={payees.addresses.map((a) => ({
                    value: String(a.id),
                    label: a.remark || a.currency,
                    description: `${a.chain ?? ''} ${a.address}`,
                  }))}
                />
              )}
            </FormField>
            {builtPaths.has(ROUTES.addWallet.path) && (
              <$AddLink to={paths.addWallet({ currency: String(currencyId) })} state={RETURN_TO_WITHDRAW}>
                <Icon icon={Plus} size="sm" />
                {t('withdraw.addAddress')}
              </$AddLink>
            )}
          </>
        ) : addressList.data ? (
          <Prompt
            text={t('withdraw.noAddress')}
            action={t('withdraw.addAddress')}
            to={paths.addWallet({ currency: String(currencyId) })}
            state={RETURN_TO_WITHDRAW}
          />
        ) : null}
        <FormField control={form.control} name="amount" label={t('withdraw.amount')}>
          {(field) => (
            <AmountInput
              {...field}
              placeholder={t('withdraw.amountPlaceholder', { amount: formatNumber(d.min, 'fee', { locale }) })}
              max={d.available}
              unit={name}
            />
          )}
        </FormField>
        <Figures aria-live="polite">
          <dt>{t('withdraw.available')}</dt>
          <dd className="tabular"><Balance value={d.available} suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.minimum')}</dt>
          <dd className="tabular"><NumberText value={d.min} kind="fee" suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.fee')}</dt>
          <dd className="tabular"><NumberText value={d.fee} kind="fee" suffix={` ${name}`} /></dd>
          <dt>{t('withdraw.arrival')}</dt>
          <dd className="tabular"><NumberText value={figures.arrival} kind="balance" suffix={figures.arrival ? ` ${name}` : ''} /></dd>
          {d.dailyLimit && (
            <>
              <dt>{t('withdraw.limit', { level: d.level ?? 1 })}</dt>
              <dd className="tabular">
                <NumberText value={d.dailyUsed} kind="balance" /> / <NumberText value={d.dailyLimit} kind="balance" suffix={` ${d.limitCurrency}`} />
              </dd>
            </>
          )}
        </Figures>
        {d.payPasswordSet === false && (
          <Prompt text={t('withdraw.noPayPassword')} action={t('withdraw.setPayPassword')} to={paths.payPassword()} />
        )}
        <FormField control={form.control} name="payPassword" label={t('withdraw.payPassword')} register>
          {(field) => (
            <TextField {...field} type="password" placeholder={t('withdraw.payPasswordPlaceholder')} autoComplete="off" />
          )}
        </FormField>
        <RiskWarning message={t('withdraw.bonusWarning')} />
        <WalletForm.Submit
          loading={submit.isPending}
          error={translate(form.formState.errors.target?.message)}
          notice={uncertain && <NoticeBar tone="warning">{t('withdraw.failedCheck')}</NoticeBar>}
        >
          {t('withdraw.submit')}
        </WalletForm.Submit>
      </WalletForm>
    );
  }

  return (
    <Page title={t('withdraw.title', { coin: name })} end="6">
      {body}
      <WithdrawSheet review={review} phase={phase} submitting={submit.isPending} onConfirm={confirm} onClose={() => setPhase(null)} />
    </Page>
  );
}

/** "Add a withdraw address / bank card / pay password" with a link to its page, when that page is built. */
function Prompt({ text, action, to, state }: { text: string; action: string; to: string; state?: object }) {
  return (
    <NoticeBar tone="warning">
      {text} {builtPaths.has(to.split('?')[0]!) && <Link to={to} state={state}>{action}</Link>}
    </NoticeBar>
  );
}

/* another address for the coin, beside the chosen one: a 44 px target in the link colour */
const $AddLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;
