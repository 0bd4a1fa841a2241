import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { exchangeQuoteQuery, type CoinPair, type ExchangeCoin, type ExchangeQuote } from '@/api/wallet/exchange';
import { Dec, toDec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { AmountInput } from '@/ui/AmountInput';
import { ErrorState } from '@/ui/ErrorState';
import { FormField, useZodForm } from '@/ui/Form';
import { NumberText } from '@/ui/NumberText';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { Balance } from '../components/Balance';
import { Figures } from '../components/Figures';
import { SwapPair } from '../components/SwapPair';
import { WalletForm } from '../components/WalletForm';
import { exchangeFigures } from '../exchange';
import { clearAfterSubmit, problem, useRecheck } from '../form';
import { useExchange, useExchangeCoins, useExchangeQuote } from '../hooks';

/** USDT and BTC (coin ids, as the pickers hold them): the pair the page starts with (buying BTC with USDT). */
const START = { from: '3', to: '1', amount: '' };

/**
 * An amount above zero, within the paid coin's balance, and large enough that something is received at the pair's
 * live quote (`quoteOf`, read as the form is checked: the one shown; absent while it loads).
 */
const exchangeSchema = (coins: readonly ExchangeCoin[], quoteOf: (pair: CoinPair) => ExchangeQuote | undefined) =>
  z.object({ from: z.string(), to: z.string(), amount: z.string() }).check(
    z.superRefine((v, ctx) => {
      const value = toDec(v.amount);
      const quote = quoteOf({ from: Number(v.from), to: Number(v.to) });
      const available = coins.find((c) => String(c.id) === v.from)?.available ?? '0';
      if (!value || value.isZero()) problem(ctx, 'exchange.error.amount', undefined, 'amount');
      else if (value.gt(new Dec(available))) problem(ctx, 'transfer.error.insufficient', undefined, 'amount');
      else if (quote && new Dec(exchangeFigures(v.amount, quote).received).isZero())
        problem(ctx, 'exchange.error.tooSmall', undefined, 'amount');
    }),
  );

/**
 * /pages/index/getusdt (quick coin purchase, signed in): one coin of the change account into another at the live
 * prices, less the fee (`/user/getTransferFee`, `/user/Transfer`); the rate, fee and amount received are shown
 * before confirming, computed exactly as the exchange does.
 */
export default function ExchangePage() {
  const { t } = useTranslation('wallet');
  const locale = useNumberLocale();
  const coins = useExchangeCoins();
  const exchange = useExchange();
  const list = useMemo(() => coins.data ?? [], [coins.data]);
  const queryClient = useQueryClient();
  // the quote follows the pair the form holds: the schema reads the pair's cached quote when it checks
  const schema = useMemo(
    () => exchangeSchema(list, (pair) => queryClient.getQueryData(exchangeQuoteQuery(pair).queryKey)),
    [list, queryClient],
  );
  const form = useZodForm(schema, { defaultValues: START });
  const recheck = useRecheck(form);
  const [from, to, amount] = useWatch({ control: form.control, name: ['from', 'to', 'amount'] });
  const quote = useExchangeQuote(from !== to ? { from: Number(from), to: Number(to) } : null);

  const paid = list.find((c) => String(c.id) === from);
  const bought = list.find((c) => String(c.id) === to);
  const available = paid?.available ?? '0';
  const figures = quote.data ? exchangeFigures(amount, quote.data) : null;

  /** Sets the pair; the amount starts again. */
  const setPair = (nextFrom: string, nextTo: string) => {
    form.setValue('from', nextFrom);
    form.setValue('to', nextTo);
    form.setValue('amount', '');
    recheck('amount');
  };
  const onValid = (v: { from: string; to: string; amount: string }) => {
    if (!quote.data) return;
    exchange.mutate(
      { from: Number(v.from), to: Number(v.to), amount: v.amount, quote: quote.data },
      { onSuccess: () => clearAfterSubmit(form, { amount: '' }) },
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
        <WalletForm onSubmit={form.handleSubmit(onValid)}>
          <SwapPair
            control={form.control}
            from={{ name: 'from', label: t('exchange.pay') }}
            to={{ name: 'to', label: t('exchange.receive') }}
            swapLabel={t('exchange.swap')}
            options={options}
            onChange={setPair}
          />
          <FormField control={form.control} name="amount" label={t('exchange.amount')}>
            {(field) => (
              <AmountInput {...field} placeholder={t('transfer.amountPlaceholder')} max={available} unit={paid?.name} />
            )}
          </FormField>
          <WalletForm.Note>
            {t('transfer.available')} <Balance value={available} suffix={paid ? ` ${paid.name}` : ''} />
          </WalletForm.Note>
          <Figures aria-live="polite">
            <dt>{t('exchange.rate')}</dt>
            <dd className="tabular">
              {figures ? `1 ${paid?.name ?? ''} ≈ ` : ''}
              <NumberText value={figures?.rate} kind="balance" suffix={figures ? ` ${bought?.name ?? ''}` : ''} />
            </dd>
            <dt>{t('exchange.fee', { percent: quote.data ? formatNumber(new Dec(quote.data.feeRate).times(100), 'percent', { locale, decimals: 6 }) : '--' })}</dt>
            <dd className="tabular">
              <NumberText value={figures?.fee} kind="fee" suffix={figures ? ` ${paid?.name ?? ''}` : ''} />
            </dd>
            <dt>{t('exchange.youGet')}</dt>
            <dd className="tabular">
              <NumberText value={figures?.received} kind="balance" suffix={figures ? ` ${bought?.name ?? ''}` : ''} />
            </dd>
          </Figures>
          <WalletForm.Submit
            loading={exchange.isPending}
            disabled={!quote.data}
            error={quote.isError ? t('exchange.quoteFailed') : null}
          >
            {t('exchange.submit')}
          </WalletForm.Submit>
        </WalletForm>
      )}
    </Page>
  );
}
