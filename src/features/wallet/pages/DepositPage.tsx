import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { FundingCoin } from '@/api/wallet/deposit';
import { isApiError } from '@/api/errors';
import { uploadedUrl, uploadImage } from '@/api/uploads';
import { Dec, toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { builtPaths, paths, ROUTES } from '@/lib/routes';
import { useIsDemoAccount } from '@/state/session';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { CopyText } from '@/ui/CopyText';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { formMessage, FormField, useZodForm } from '@/ui/Form';
import { FlaskConical } from '@/ui/Icon';
import { ImageUpload, type UploadFn } from '@/ui/ImageUpload';
import { NoticeBar } from '@/ui/NoticeBar';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { QRCode } from '@/ui/QRCode';
import { RiskWarning } from '@/ui/RiskWarning';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SkeletonList } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { WalletForm } from '../components/WalletForm';
import { clearAfterSubmit, problem } from '../form';
import { useCoinRate, useDepositAddresses, useFundingCoins, useSubmitDeposit } from '../fundingHooks';
import { useFiat } from '../hooks';
import { coinIdOf } from './fundingParams';

const sendVoucher: UploadFn = (file, { onProgress }) => uploadImage(file, { onProgress });

interface DepositValues {
  /** The network whose address is shown ('' = the first). */
  chain: string;
  amount: string;
  /** The uploaded voucher's path (null: none yet). */
  voucher: string | null;
}

const EMPTY: DepositValues = { chain: '', amount: '', voucher: null };

/** The amount sent (above zero, at least the coin's minimum deposit) and the payment voucher. */
const depositSchema = (coin: FundingCoin | undefined, locale: string) =>
  z.object({
    chain: z.string(),
    amount: z.string().check(
      z.superRefine((amount, ctx) => {
        const value = toDec(amount);
        if (!value || value.isZero()) problem(ctx, 'deposit.error.amount');
        else if (coin?.minDeposit && value.lt(new Dec(coin.minDeposit)))
          problem(ctx, 'deposit.error.min', { amount: formatNumber(coin.minDeposit, 'fee', { locale }), coin: coin.name });
      }),
    ),
    voucher: z.nullable(z.string()).check(z.refine((v) => Boolean(v), formMessage('wallet:deposit.error.voucher'))),
  });

/**
 * /pages/fund/receive?currency= (signed in): the user's deposit address on the chosen network (QR code, copy), the
 * wrong-network warning, and a reviewed deposit: the amount sent and the payment voucher. Deposits under
 * maintenance (a closed coin, or the server saying so) show that instead; a demo account is told where its funds
 * come from (the demo reset), with no address.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const [query] = useSearchParams();
  const currencyId = coinIdOf(query.get('currency'));
  const coins = useFundingCoins();
  const coin = coins.data?.find((c) => c.id === currencyId);
  // a demo account takes no deposits (its funds come from the demo reset): no address is asked for
  const demo = useIsDemoAccount();
  const open = !demo && (coin?.depositOpen ?? false);
  const addresses = useDepositAddresses(open ? currencyId : null);
  const rate = useCoinRate(open ? currencyId : null);
  const fiat = useFiat();
  const submit = useSubmitDeposit();
  const locale = useNumberLocale();
  const schema = useMemo(() => depositSchema(coin, locale), [coin, locale]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const [chain, amount] = useWatch({ control: form.control, name: ['chain', 'amount'] });
  /** The amount of the last deposit asked for (said above the form until the next one). */
  const [sent, setSent] = useState<string | null>(null);

  const list = addresses.data ?? [];
  const shown = list.find((a) => a.chain === chain) ?? list[0];
  const name = coin?.name ?? '';
  const value = toDec(amount);
  const fiatRate = rate.data?.rates[fiat.code] ?? (rate.data?.usdt ? new Dec(rate.data.usdt).times(fiat.rate).toString() : null);
  const fiatValue = value && fiatRate ? value.times(fiatRate) : null;

  const onValid = (v: { amount: string; voucher: string | null }) => {
    if (!shown?.chain || !coin || !v.voucher) return;
    submit.mutate(
      { currencyId: coin.id, chain: shown.chain, address: shown.address, amount: v.amount, voucher: v.voucher },
      {
        onSuccess: () => {
          setSent(v.amount);
          clearAfterSubmit(form, { amount: '', voucher: null });
        },
      },
    );
  };

  let body;
  if (demo) body = <DemoFunds />;
  else if (coins.isError && !coins.data)
    body = <ErrorState message={t('deposit.loadFailed')} onRetry={() => void coins.refetch()} />;
  else if (!coins.data) body = <SkeletonList rows={4} label={t('deposit.loading')} />;
  else if (!coin || !open) body = <Maintenance coin={name} />;
  else if (addresses.isError && !addresses.data) {
    const said = isApiError(addresses.error) && addresses.error.kind === 'business' ? addresses.error.message : null;
    body = said ? (
      <Maintenance coin={name} message={said} />
    ) : (
      <ErrorState message={t('deposit.loadFailed')} onRetry={() => void addresses.refetch()} />
    );
  } else if (!shown) body = <SkeletonList rows={4} label={t('deposit.loading')} />;
  else
    body = (
      <WalletForm onSubmit={form.handleSubmit(onValid)}>
        {list.length > 1 && (
          <FormField control={form.control} name="chain" label={t('deposit.chain')}>
            {(field) => (
              <SegmentedControl
                aria-label={field.label}
                options={list.map((a) => ({ value: a.chain ?? a.address, label: a.chain ?? '—' }))}
                value={shown.chain ?? shown.address}
                onChange={field.onChange}
              />
            )}
          </FormField>
        )}
        <$Card>
          <QRCode value={shown.address} label={t('deposit.qr', { coin: name, chain: shown.chain ?? '' })} size="lg" />
          <$Label>{t('deposit.address', { chain: shown.chain ?? '' })}</$Label>
          <CopyText value={shown.address} label={t('deposit.copy')} />
        </$Card>
        <RiskWarning message={t('deposit.wrongNetwork', { coin: name, chain: shown.chain ?? '' })} />
        {coin.minDeposit && <WalletForm.Note>{t('deposit.minimum', { amount: formatNumber(coin.minDeposit, 'fee', { locale }), coin: name })}</WalletForm.Note>}
        {sent && (
          <$Done role="status">
            {t('deposit.submitted', { amount: formatNumber(sent, 'balance', { locale }), coin: name })}{' '}
            <Link to={paths.receiveWithdrawRecord({ type: 'receive' })}>{t('deposit.viewRecords')}</Link>
          </$Done>
        )}
        <FormField control={form.control} name="amount" label={t('deposit.amount')}>
          {(field) => <AmountInput {...field} placeholder={t('deposit.amountPlaceholder')} unit={name} />}
        </FormField>
        <WalletForm.Note aria-live="polite">
          {t('deposit.fiatValue', { fiat: fiat.code })}{' '}
          <NumberText value={fiatValue} kind="fiat" />
        </WalletForm.Note>
        <FormField control={form.control} name="voucher" label={t('deposit.voucher')}>
          {(field) => (
            <>
              <ImageUpload
                label={field.label}
                value={field.value ? uploadedUrl(field.value) : null}
                onChange={field.onChange}
                upload={sendVoucher}
              />
              {field.error && <WalletForm.Error>{field.error}</WalletForm.Error>}
            </>
          )}
        </FormField>
        <WalletForm.Note>{t('deposit.reviewNote')}</WalletForm.Note>
        <WalletForm.Submit loading={submit.isPending}>{t('deposit.submit')}</WalletForm.Submit>
      </WalletForm>
    );

  return (
    <Page title={t('deposit.title', { coin: name })} end="6">
      {body}
    </Page>
  );
}

/**
 * A demo account's deposit page (issue 28 item 12): no real-looking address or voucher, but where demo funds come
 * from — the starting balance, restored by "Reset demo funds" on the trade screen.
 */
function DemoFunds() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={FlaskConical}
      title={t('deposit.demoTitle')}
      description={t('deposit.demoBody')}
      action={
        builtPaths.has(ROUTES.contract.path) && (
          <Button onClick={() => void navigate(paths.contract())}>{t('deposit.demoAction')}</Button>
        )
      }
    />
  );
}

function Maintenance({ coin, message }: { coin: string; message?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <$Pad>
      <NoticeBar tone="warning">{message ?? t('deposit.maintenance', { coin })}</NoticeBar>
    </$Pad>
  );
}

const $Pad = styled.div`
  padding: ${({ theme }) => theme.space['4']};
`;

const $Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  overflow-wrap: anywhere;
`;

const $Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Done = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.color.link};
  }
`;
