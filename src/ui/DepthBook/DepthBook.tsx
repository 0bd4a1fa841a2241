import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { Dec, toDec } from '@/lib/decimal';
import { buttonReset, useNumberLocale, visuallyHidden } from '../_shared';
import { StaleMark } from '../StaleMark';

/** One price level: [price, amount] as wire strings. */
export type DepthLevel = readonly [price: string, amount: string];

export interface DepthBookProps {
  /** Best (highest) bid first. */
  bids: readonly DepthLevel[];
  /** Best (lowest) ask first. */
  asks: readonly DepthLevel[];
  priceDecimals?: number;
  amountDecimals?: number;
  /** Show at most this many levels per side (never pads when fewer are given). */
  depth?: number;
  /** Tapping a price hands it to the order ticket. */
  onPick?: (price: string) => void;
  /** The feed is disconnected: show the stale mark. */
  stale?: boolean;
  className?: string;
}

interface Row {
  price: string;
  amount: string;
  /** Cumulative share of the side's total depth, 0..1 (display only). */
  share: number;
}

function rows(levels: readonly DepthLevel[], depth: number): Row[] {
  const taken = levels.slice(0, depth);
  let sum = new Dec(0);
  const cumulative = taken.map(([, amount]) => (sum = sum.plus(toDec(amount) ?? 0)));
  const total = sum.isZero() ? new Dec(1) : sum;
  return taken.map(([price, amount], i) => ({ price, amount, share: cumulative[i]!.dividedBy(total).toNumber() }));
}

/**
 * The order book: asks above (best nearest the middle), bids below, each with a cumulative depth bar whose
 * width is a CSS variable per row. Shows exactly the levels it is given.
 */
export function DepthBook({
  bids,
  asks,
  priceDecimals = 2,
  amountDecimals = 4,
  depth = 10,
  onPick,
  stale = false,
  className,
}: DepthBookProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const askRows = rows(asks, depth).reverse();
  const bidRows = rows(bids, depth);
  const side = (list: Row[], kind: 'ask' | 'bid') => (
    <$Table data-side={kind}>
      <$Caption>{kind === 'ask' ? t('depth.asks') : t('depth.bids')}</$Caption>
      <tbody>
        {list.length === 0 ? (
          <tr>
            <$Empty colSpan={2}>{t('depth.empty')}</$Empty>
          </tr>
        ) : (
          list.map((r) => (
            <$Row key={r.price} style={{ '--depth': r.share } as CSSProperties}>
              <$Price>
                {onPick ? (
                  <$Pick type="button" onClick={() => onPick(r.price)}>
                    {formatNumber(r.price, 'price', { locale, decimals: priceDecimals })}
                  </$Pick>
                ) : (
                  formatNumber(r.price, 'price', { locale, decimals: priceDecimals })
                )}
              </$Price>
              <$Amount>{formatNumber(r.amount, 'amount', { locale, decimals: amountDecimals })}</$Amount>
            </$Row>
          ))
        )}
      </tbody>
    </$Table>
  );
  return (
    <$Book className={className} data-stale={stale || undefined}>
      <$Head aria-hidden="true">
        <span>{t('depth.price')}</span>
        <span>{t('depth.amount')}</span>
      </$Head>
      {side(askRows, 'ask')}
      {side(bidRows, 'bid')}
      {stale && <StaleMark stale />}
    </$Book>
  );
}

const $Book = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  &[data-stale] table {
    opacity: 0.6;
  }
`;

const $Head = styled.div`
  display: flex;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  --side-color: ${({ theme }) => theme.color.down};
  &[data-side='bid'] {
    --side-color: ${({ theme }) => theme.color.up};
  }
`;

const $Caption = styled.caption`
  ${visuallyHidden}
`;

const $Row = styled.tr`
  /* the bar grows from the right; width = cumulative share */
  background: linear-gradient(
    to left,
    color-mix(in srgb, var(--side-color) 18%, transparent) calc(var(--depth) * 100%),
    transparent calc(var(--depth) * 100%)
  );
`;

const $Price = styled.td`
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  color: var(--side-color);
  text-align: start;
`;

const $Pick = styled.button`
  ${buttonReset}
  color: inherit;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const $Amount = styled.td`
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: end;
`;

const $Empty = styled.td`
  padding: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textTertiary};
  text-align: center;
`;
