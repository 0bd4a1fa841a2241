import { useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { Dec, toDec } from '@/lib/decimal';
import { buttonReset, useLiveEffect, useNumberLocale, visuallyHidden, type LiveValue } from '../_shared';
import { setText } from '../NumberText';
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
  /**
   * The compact book beside a trade ticket: smaller type, tighter rows, the column heads naming their units
   * (`priceLabel`, `amountLabel`) — the same rows and live updates.
   */
  compact?: boolean;
  /** Between the asks and the bids (the last price). */
  middle?: ReactNode;
  /** The column heads' text (default "Price" / "Amount"), e.g. "Price (USDT)". */
  priceLabel?: ReactNode;
  amountLabel?: ReactNode;
  className?: string;
}

interface Row {
  price: string;
  amount: string;
  /** The depth bar's transform: the cumulative share of the side's total depth, e.g. `scaleX(0.25)`. */
  bar: string;
}

function rows(levels: readonly DepthLevel[], depth: number): Row[] {
  const taken = levels.slice(0, depth);
  let sum = new Dec(0);
  const cumulative = taken.map(([, amount]) => (sum = sum.plus(toDec(amount) ?? 0)));
  const total = sum.isZero() ? new Dec(1) : sum;
  return taken.map(([price, amount], i) => ({
    price,
    amount,
    bar: `scaleX(${cumulative[i]!.dividedBy(total).toDecimalPlaces(4).toString()})`,
  }));
}

/**
 * The order book: asks above (best nearest the middle), bids below, each with a cumulative depth bar whose
 * width is a CSS variable per row. Shows exactly the levels it is given. Rows are plain table elements
 * styled from the table (no styled component per cell), keyed by position so a moving book updates rows in
 * place. For a feed, use LiveDepthBook.
 */
export function DepthBook(props: DepthBookProps) {
  return <Book {...props} />;
}

export interface LiveDepthBookProps extends Omit<DepthBookProps, 'bids' | 'asks'> {
  /** The book as it changes (a feed). */
  live: LiveValue<{ bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | undefined>;
}

/**
 * DepthBook for a feed: while the number of levels stays the same, each change is written straight into
 * the rows (prices, amounts, bar widths) with no React render; a change in the number of levels renders.
 */
export function LiveDepthBook({ live, ...rest }: LiveDepthBookProps) {
  const root = useRef<HTMLDivElement>(null);
  // A new shape renders fresh rows (a new key): React must not diff against text it no longer wrote.
  const [shape, setShape] = useState(0);
  const locale = useNumberLocale();
  const { depth = 10, priceDecimals = 2, amountDecimals = 4 } = rest;
  const book = live.get();
  useLiveEffect(
    live,
    (next) => {
      const el = root.current;
      const askRows = rows(next?.asks ?? [], depth).reverse();
      const bidRows = rows(next?.bids ?? [], depth);
      const askTrs = el?.querySelectorAll<HTMLTableRowElement>(
        'table[data-side="ask"] > tbody > tr[data-level]',
      );
      const bidTrs = el?.querySelectorAll<HTMLTableRowElement>(
        'table[data-side="bid"] > tbody > tr[data-level]',
      );
      if (
        !askTrs ||
        !bidTrs ||
        askTrs.length !== askRows.length ||
        bidTrs.length !== bidRows.length ||
        !askRows.length ||
        !bidRows.length
      ) {
        setShape((n) => n + 1);
        return;
      }
      const write = (trs: NodeListOf<HTMLTableRowElement>, list: Row[]) =>
        list.forEach((r, i) => {
          const tr = trs[i]!;
          const [priceCell, amountCell] = tr.cells;
          const bar = priceCell!.firstElementChild as HTMLElement;
          const label = priceCell!.lastElementChild as HTMLElement;
          bar.style.transform = r.bar;
          if (label.dataset.price !== undefined) label.dataset.price = r.price;
          setText(label, formatNumber(r.price, 'price', { locale, decimals: priceDecimals }));
          setText(amountCell!, formatNumber(r.amount, 'amount', { locale, decimals: amountDecimals }));
        });
      write(askTrs, askRows);
      write(bidTrs, bidRows);
    },
    book,
  );
  return <Book key={shape} ref={root} bids={book?.bids ?? []} asks={book?.asks ?? []} {...rest} />;
}

function Book({
  bids,
  asks,
  priceDecimals = 2,
  amountDecimals = 4,
  depth = 10,
  onPick,
  stale = false,
  compact = false,
  middle,
  priceLabel,
  amountLabel,
  className,
  ref,
}: DepthBookProps & { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const askRows = rows(asks, depth).reverse();
  const bidRows = rows(bids, depth);
  // the price is read from the button, so rows rewritten in place pick their current price
  const pick = onPick && ((e: MouseEvent<HTMLButtonElement>) => onPick(e.currentTarget.dataset.price!));
  const side = (list: Row[], kind: 'ask' | 'bid') => (
    <$Table data-side={kind}>
      <$Caption>{kind === 'ask' ? t('depth.asks') : t('depth.bids')}</$Caption>
      <tbody>
        {list.length === 0 ? (
          <tr>
            <$Empty colSpan={2}>{t('depth.empty')}</$Empty>
          </tr>
        ) : (
          list.map((r, i) => (
            <tr key={i} data-level>
              <td>
                <span data-bar aria-hidden="true" style={{ transform: r.bar }} />
                {pick ? (
                  <button type="button" data-price={r.price} onClick={pick}>
                    {formatNumber(r.price, 'price', { locale, decimals: priceDecimals })}
                  </button>
                ) : (
                  <span>{formatNumber(r.price, 'price', { locale, decimals: priceDecimals })}</span>
                )}
              </td>
              <td>{formatNumber(r.amount, 'amount', { locale, decimals: amountDecimals })}</td>
            </tr>
          ))
        )}
      </tbody>
    </$Table>
  );
  return (
    <$Book
      ref={ref}
      className={className}
      data-stale={stale || undefined}
      data-compact={compact || undefined}
    >
      <$Head aria-hidden="true">
        <span>{priceLabel ?? t('depth.price')}</span>
        <span>{amountLabel ?? t('depth.amount')}</span>
      </$Head>
      {side(askRows, 'ask')}
      {middle}
      {side(bidRows, 'bid')}
      {stale && <StaleMark stale />}
    </$Book>
  );
}

const $Book = styled.div`
  isolation: isolate;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  --row-pad: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  &[data-compact] {
    gap: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    --row-pad: calc(${({ theme }) => theme.space['1']} / 2) ${({ theme }) => theme.space['1']};
  }
`;

const $Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0 ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  [data-compact] > & {
    padding: 0 ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['1']};
  }
  & > :last-child {
    text-align: end;
  }
`;

const $Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* two equal columns whatever the figures: a tick that widens an amount does not move the other column */
  table-layout: fixed;
  --side-color: ${({ theme }) => theme.color.down};
  &[data-side='bid'] {
    --side-color: ${({ theme }) => theme.color.up};
  }
  & > tbody > tr {
    position: relative;
  }
  /*
   * The depth bar grows from the right across the whole row (the row is its containing block), behind the
   * text (the book is its stacking context); its width is its own inline transform. A leaf with a
   * non-inherited property: a tick restyles the bars alone and repaints flat fills, never the cells.
   */
  & td > [data-bar] {
    position: absolute;
    inset: 0;
    z-index: -1;
    transform-origin: right;
    background: color-mix(in srgb, var(--side-color) var(--bar-mix, 18%), transparent);
    /* lighter on the light ground: the side's small figures keep 4.5:1 over the deepest bar */
    [data-theme='light'] & {
      --bar-mix: 5%;
    }
    pointer-events: none;
  }
  & td {
    padding: var(--row-pad);
  }
  & td:first-child {
    color: var(--side-color);
    text-align: start;
  }
  & td:last-child {
    color: ${({ theme }) => theme.color.textPrimary};
    text-align: end;
  }
  /* not live: the figures lose their side colour and the bars fade (the text keeps its full contrast) */
  [data-stale] && td {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-stale] && td > [data-bar] {
    opacity: 0.4;
  }
  & td > button {
    ${buttonReset}
    color: inherit;
    &:focus-visible {
      outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
      border-radius: ${({ theme }) => theme.radius.sm};
    }
  }
`;

const $Caption = styled.caption`
  ${visuallyHidden}
`;

const $Empty = styled.td`
  /* above the table's td rules */
  &&& {
    padding: ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textTertiary};
    text-align: center;
  }
`;
