import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dec, toDec } from '@/lib/decimal';
import { AmountInput } from '@/ui/AmountInput';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Repeat } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { SelectSheet } from '@/ui/SelectSheet';
import { SkeletonList } from '@/ui/Skeleton';
import { Balance } from '../components/Balance';
import { exchangeFigures } from '../exchange';
import { useExchange, useExchangeCoins, useExchangeQuote } from '../hooks';

/** USDT and BTC: the pair the page starts with (buying BTC with USDT). */
const START = { from: 3, to: 1 };

/**
 * /pages/index/getusdt (quick coin purchase, signed in): one coin of the change account into another at the live
 * prices, less the fee (`/user/getTransferFee`, `/user/Transfer`); the rate, fee and amount received are shown
 * before confirming, computed exactly as the exchange does.
 */
export default function ExchangePage() {
  const { t } = useTranslation('wallet');
  const coins = useExchangeCoins();
  const [from, setFrom] = useState(START.from);
  const [to, setTo] = useState(START.to);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const quote = useExchangeQuote(from !== to ? { from, to } : null);
  const exchange = useExchange();

  const list = coins.data ?? [];
  const paid = list.find((c) => c.id === from);
  const bought = list.find((c) => c.id === to);
  const available = paid?.available ?? '0';
  const figures = quote.data ? exchangeFigures(amount, quote.data) : null;
  const value = toDec(amount);
  const error = !value || value.isZero()
    ? t('exchange.error.amount')
    : value.gt(new Dec(available))
      ? t('transfer.error.insufficient')
      : figures && new Dec(figures.received).isZero()
        ? t('exchange.error.tooSmall')
        : null;

  const choose = (side: 'from' | 'to', id: number) => {
    // choosing the other side's coin swaps the two
    if (side === 'from') {
      if (id === to) setTo(from);
      setFrom(id);
    } else {
      if (id === from) setFrom(to);
      setTo(id);
    }
    setAmount('');
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setAmount('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error || !quote.data) return;
    exchange.mutate(
      { from, to, amount, quote: quote.data },
      {
        onSuccess: () => {
          setAmount('');
          setTouched(false);
        },
      },
    );
  };
  const options = list.map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Page title={t('exchange.title')} end="6">
      {coins.isError && !coins.data ? (
        <ErrorState message={t('assets.loadFailed')} onRetry={() => void coins.refetch()} compact />
      ) : !coins.data ? (
        <SkeletonList rows={4} label={t('assets.loading')} />
      ) : (
        <$Form onSubmit={submit} noValidate>
          <$Pair>
            <SelectSheet label={t('exchange.pay')} value={String(from)} options={options} onChange={(v) => choose('from', Number(v))} />
            <IconButton icon={Repeat} aria-label={t('exchange.swap')} onClick={swap} />
            <SelectSheet label={t('exchange.receive')} value={String(to)} options={options} onChange={(v) => choose('to', Number(v))} />
          </$Pair>
          <AmountInput
            label={t('exchange.amount')}
            placeholder={t('transfer.amountPlaceholder')}
            value={amount}
            onChange={setAmount}
            max={available}
            unit={paid?.name}
            error={touched ? error : undefined}
          />
          <$Note>
            {t('transfer.available')} <Balance value={available} decimals={8} suffix={paid ? ` ${paid.name}` : ''} />
          </$Note>
          <$Figures aria-live="polite">
            <dt>{t('exchange.rate')}</dt>
            <dd className="tabular">
              {figures ? `1 ${paid?.name ?? ''} ≈ ` : ''}
              <NumberText value={figures?.rate} decimals={8} suffix={figures ? ` ${bought?.name ?? ''}` : ''} />
            </dd>
            <dt>{t('exchange.fee', { percent: quote.data ? new Dec(quote.data.feeRate).times(100).toFixed() : '--' })}</dt>
            <dd className="tabular">
              <NumberText value={figures?.fee} decimals={8} suffix={figures ? ` ${paid?.name ?? ''}` : ''} />
            </dd>
            <dt>{t('exchange.youGet')}</dt>
            <dd className="tabular">
              <NumberText value={figures?.received} decimals={8} suffix={figures ? ` ${bought?.name ?? ''}` : ''} />
            </dd>
          </$Figures>
          {quote.isError && <$Error role="alert">{t('exchange.quoteFailed')}</$Error>}
          <Button type="submit" size="lg" block loading={exchange.isPending} disabled={!quote.data}>
            {t('exchange.submit')}
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

const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Figures = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
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
