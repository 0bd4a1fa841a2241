import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { FundingChain } from '@/api/wallet/deposit';
import { isApiError } from '@/api/errors';
import { uploadedUrl, uploadImage } from '@/api/uploads';
import { Dec, toDec } from '@/lib/decimal';
import { paths } from '@/lib/routes';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { CopyText } from '@/ui/CopyText';
import { ErrorState } from '@/ui/ErrorState';
import { ImageUpload, type UploadFn } from '@/ui/ImageUpload';
import { NoticeBar } from '@/ui/NoticeBar';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { QRCode } from '@/ui/QRCode';
import { RiskWarning } from '@/ui/RiskWarning';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SkeletonList } from '@/ui/Skeleton';
import { useCoinRate, useDepositAddresses, useFundingCoins, useSubmitDeposit } from '../fundingHooks';
import { useFiat } from '../hooks';
import { coinIdOf } from './fundingParams';

const sendVoucher: UploadFn = (file, { onProgress }) => uploadImage(file, { onProgress });

/**
 * /pages/fund/receive?currency= (signed in): the user's deposit address on the chosen network (QR code, copy), the
 * wrong-network warning, and a reviewed deposit: the amount sent and the payment voucher. Deposits under
 * maintenance (a closed coin, or the server saying so) show that instead.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const [query] = useSearchParams();
  const currencyId = coinIdOf(query.get('currency'));
  const coins = useFundingCoins();
  const coin = coins.data?.find((c) => c.id === currencyId);
  const open = coin?.depositOpen ?? false;
  const addresses = useDepositAddresses(open ? currencyId : null);
  const rate = useCoinRate(open ? currencyId : null);
  const fiat = useFiat();
  const submit = useSubmitDeposit();
  const [picked, setPicked] = useState<FundingChain | null>(null);
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const list = addresses.data ?? [];
  const shown = list.find((a) => a.chain === picked) ?? list[0];
  const name = coin?.name ?? '';
  const value = toDec(amount);
  const amountError = !value || value.isZero()
    ? t('deposit.error.amount')
    : coin?.minDeposit && value.lt(new Dec(coin.minDeposit))
      ? t('deposit.error.min', { amount: coin.minDeposit, coin: name })
      : null;
  const voucherError = voucher ? null : t('deposit.error.voucher');
  const fiatRate = rate.data?.rates[fiat.code] ?? (rate.data?.usdt ? new Dec(rate.data.usdt).times(fiat.rate).toString() : null);
  const fiatValue = value && fiatRate ? value.times(fiatRate).toFixed(2) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountError || voucherError || !shown?.chain || !coin || !voucher) return;
    submit.mutate(
      { currencyId: coin.id, chain: shown.chain, address: shown.address, amount, voucher },
      {
        onSuccess: () => {
          setSent(amount);
          setAmount('');
          setVoucher(null);
          setTouched(false);
        },
      },
    );
  };

  let body;
  if (coins.isError && !coins.data)
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
      <$Form onSubmit={onSubmit} noValidate>
        {list.length > 1 && (
          <SegmentedControl
            aria-label={t('deposit.chain')}
            options={list.map((a) => ({ value: a.chain ?? a.address, label: a.chain ?? '—' }))}
            value={shown.chain ?? shown.address}
            onChange={(v) => setPicked(v as FundingChain)}
          />
        )}
        <$Card>
          <QRCode value={shown.address} label={t('deposit.qr', { coin: name, chain: shown.chain ?? '' })} size="lg" />
          <$Label>{t('deposit.address', { chain: shown.chain ?? '' })}</$Label>
          <CopyText value={shown.address} label={t('deposit.copy')} />
        </$Card>
        <RiskWarning message={t('deposit.wrongNetwork', { coin: name, chain: shown.chain ?? '' })} />
        {coin.minDeposit && <$Note>{t('deposit.minimum', { amount: coin.minDeposit, coin: name })}</$Note>}
        {sent && (
          <$Done role="status">
            {t('deposit.submitted', { amount: sent, coin: name })}{' '}
            <Link to={paths.receiveWithdrawRecord({ type: 'receive' })}>{t('deposit.viewRecords')}</Link>
          </$Done>
        )}
        <AmountInput
          label={t('deposit.amount')}
          placeholder={t('deposit.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
          unit={name}
          error={touched ? amountError : undefined}
        />
        <$Note aria-live="polite">
          {t('deposit.fiatValue', { fiat: fiat.code })}{' '}
          <NumberText value={fiatValue} decimals={2} />
        </$Note>
        <ImageUpload
          label={t('deposit.voucher')}
          value={voucher ? uploadedUrl(voucher) : null}
          onChange={setVoucher}
          upload={sendVoucher}
        />
        {touched && voucherError && <$Error role="alert">{voucherError}</$Error>}
        <$Note>{t('deposit.reviewNote')}</$Note>
        <Button type="submit" size="lg" block loading={submit.isPending}>
          {t('deposit.submit')}
        </Button>
      </$Form>
    );

  return (
    <Page title={t('deposit.title', { coin: name })} end="6">
      {body}
    </Page>
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

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

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

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
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

const $Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
