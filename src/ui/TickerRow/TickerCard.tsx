import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonReset, useLiveEffect } from '../_shared';
import { LivePriceText } from '../NumberText';
import { LivePercentChange } from '../PercentChange';
import { Skeleton } from '../Skeleton';
import { directionOf, useTickerCells, type TickerCells } from './cells';
import type { TickerRowProps } from './TickerRow';

/**
 * TickerRow's `card` layout: the pair, the last price coloured by the 24 h change (no arrow: the change
 * below carries it) and the change. The colour is a `data-dir` attribute the feed rewrites in place.
 */
export function TickerCard(props: TickerRowProps) {
  const cells = useTickerCells(props.loading ? undefined : props.live, props.loading ? null : props.ticker);
  if (props.loading) {
    return (
      <$Placeholder aria-busy="true" className={props.className}>
        <Skeleton width="60%" />
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </$Placeholder>
    );
  }
  const { symbol, base, quote, priceDecimals, to, onClick, className } = props;
  const body = (
    <>
      <$Symbol>{`${base}/${quote}`}</$Symbol>
      <CardPrice cells={cells} decimals={priceDecimals} />
      <LivePercentChange live={cells.change} />
    </>
  );
  if (to)
    return (
      <$Card as={Link} to={to} onClick={onClick} className={className} data-symbol={symbol}>
        {body}
      </$Card>
    );
  if (onClick)
    return (
      <$ButtonCard type="button" onClick={onClick} className={className} data-symbol={symbol}>
        {body}
      </$ButtonCard>
    );
  return (
    <$Card className={className} data-symbol={symbol}>
      {body}
    </$Card>
  );
}

/** The price, its colour following the change's sign (a data attribute set by the feed, no render). */
function CardPrice({ cells, decimals }: { cells: TickerCells; decimals?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const change = cells.change.get();
  useLiveEffect(
    cells.change,
    (next) => {
      const el = ref.current;
      const dir = directionOf(next);
      if (!el || el.getAttribute('data-dir') === (dir ?? null)) return;
      if (dir) el.setAttribute('data-dir', dir);
      else el.removeAttribute('data-dir');
    },
    change,
    ref,
  );
  return (
    <$Price ref={ref} data-dir={directionOf(change)}>
      <LivePriceText live={cells.price} decimals={decimals} />
    </$Price>
  );
}

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-height: calc(${({ theme }) => theme.size.touch} * 1.8);
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;

const $Card = styled.div`
  ${cardStyles}
`;

const $ButtonCard = styled.button`
  ${buttonReset}
  ${cardStyles}
  width: 100%;
  text-align: start;
`;

const $Placeholder = styled.div`
  ${cardStyles}
`;

const $Symbol = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

const $Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  min-width: 0;
  overflow: hidden;
  &[data-dir='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    color: ${({ theme }) => theme.color.down};
  }
`;
