import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { isApiError } from '@/api/errors';
import type { BankCard, WithdrawAddress } from '@/api/wallet/payees';
import type { WithdrawalInput, WithdrawInfo } from '@/api/wallet/withdraw';
import { formatNumber } from '@/lib/format';
import { builtPaths, paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { ConfirmSummary } from '@/ui/ConfirmSummary';
import { ErrorState } from '@/ui/ErrorState';
import { formMessage, FormField, useFormMessage, useZodForm } from '@/ui/Form';
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
import { clearAfterSubmit, problem } from '../form';
import { useFundingCoins, useSubmitWithdrawal, useWithdrawInfo } from '../fundingHooks';
import { useBankCard, useWithdrawAddresses } from '../payeeHooks';
import { withdrawFigures } from '../withdrawRules';
import { coinIdOf } from './fundingParams';

type Target = 'address' | 'bank';

interface WithdrawValues {
  /** Where to: a saved address or the bank card (offered where the coin allows it). */
  target: Target;
  /** The saved address chosen ('' = the first of the coin). */
  addressId: string;
  amount: string;
  payPassword: string;
}

const EMPTY: WithdrawValues = { target: 'address', addressId: '', amount: '', payPassword: '' };

/** What the form can send to: the coin's saved addresses and the bank card (null: none saved; undefined: loading). */
interface Payees {
  addresses: readonly WithdrawAddress[];
  card: BankCard | null | undefined;
}

/** Where the money goes: the bank card when chosen (and allowed), else the chosen address (the first by default). */
function destinationOf(v: Pick<WithdrawValues, 'target' | 'addressId'>, info: WithdrawInfo, payees: Payees) {
  if (v.target === 'bank' && info.bankAllowed) return payees.card ? { kind: 'bank' as const, card: payees.card } : null;
  const address = payees.addresses.find((a) => String(a.id) === v.addressId) ?? payees.addresses[0];
  return address ? { kind: 'address' as const, address } : null;
}

/**
 * The amount as the demo exchange checks it (minimum, above the fee, within the balance), somewhere to send it (the
 * problem said at the foot of the form: "Add a withdraw address first"), and the pay password.
 */
const withdrawSchema = (info: WithdrawInfo | undefined, coin: string, payees: Payees, locale: string) =>
  z
    .object({
      target: z.enum(['address', 'bank']),
      addressId: z.string(),
      amount: z.string(),
      payPassword: z.string().check(z.minLength(1, formMessage('wallet:withdraw.error.payPassword'))),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (!info) return;
        const { error } = withdrawFigures(v.amount, info);
        if (error) problem(ctx, `withdraw.error.${error}`, { amount: formatNumber(info.min, 'fee', { locale }), coin }, 'amount');
        if (!destinationOf(v, info, payees))
          problem(ctx, v.target === 'bank' && info.bankAllowed ? 'withdraw.noBank' : 'withdraw.noAddress', undefined, 'target');
      }),
    );

/** A checked withdrawal waiting for the user's confirmation, with what the sheet shows of it. */
interface Review {
  input: WithdrawalInput;
  arrival: string | null;
  /** The destination's label and value ("Withdraw address" · "TRC20 T…", "Bank card" · "To …, card ending 0123"). */
  to: { label: string; value: string };
}

/**
 * /pages/fund/withdraw?currency= (signed in): to a saved withdraw address or to the bank card; minimum, fee,
 * arrival amount, balance and the 24-hour limit shown; the pay password asked, then a confirmation of the amount,
 * fee, arrival amount and destination (issue 28). A failed request is never sent again by itself: the page reads
 * the balances and records again and says to check them (decisions 81, 82).
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
  /** The withdrawal last checked (kept while the sheet closes), and whether the sheet asks to confirm it. */
  const [review, setReview] = useState<Review | null>(null);
  const [confirming, setConfirming] = useState(false);

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
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const [target, addressId, amount] = useWatch({ control: form.control, name: ['target', 'addressId', 'amount'] });

  const onValid = (v: WithdrawValues) => {
    const d = info.data;
    const to = d && destinationOf(v, d, payees);
    if (!d || !to) return;
    setReview({
      input: {
        currencyId,
        amount: v.amount,
        fee: d.fee,
        to: to.kind === 'bank' ? { kind: 'bank' } : { kind: 'address', address: to.address.address },
        payPassword: v.payPassword,
      },
      arrival: withdrawFigures(v.amount, d).arrival,
      to:
        to.kind === 'bank'
          ? {
              label: t('withdraw.toBank'),
              value: t('withdraw.bankCard', { bank: to.card.bankName, last4: to.card.accountNumber.slice(-4) }),
            }
          : { label: t('withdraw.address'), value: `${to.address.chain ?? ''} ${to.address.address}`.trim() },
    });
    setConfirming(true);
  };
  const confirm = () => {
    if (!review) return;
    setUncertain(false);
    submit.mutate(review.input, {
      onSuccess: () => clearAfterSubmit(form, { amount: '', payPassword: '' }),
      // a transport failure or a 500 may have been booked: the state is read again (the hook), never re-sent
      onError: (error) => setUncertain(!isApiError(error) || error.kind !== 'business'),
      onSettled: () => setConfirming(false),
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
              <SegmentedControl<Target>
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
        ) : addressList.data ? (
          <Prompt
            text={t('withdraw.noAddress')}
            action={t('withdraw.addAddress')}
            to={paths.addWallet({ currency: String(currencyId) })}
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
      <ConfirmSummary.Sheet
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        submitting={submit.isPending}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirm')}
        note={t('withdraw.confirmNote')}
        rows={
          review
            ? [
                { label: t('withdraw.amount'), value: <NumberText value={review.input.amount} kind="balance" suffix={` ${name}`} /> },
                { label: t('withdraw.fee'), value: <NumberText value={review.input.fee} kind="fee" suffix={` ${name}`} /> },
                {
                  label: t('withdraw.arrival'),
                  value: <NumberText value={review.arrival} kind="balance" suffix={review.arrival ? ` ${name}` : ''} />,
                  strong: true,
                },
                review.to,
              ]
            : []
        }
      />
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
