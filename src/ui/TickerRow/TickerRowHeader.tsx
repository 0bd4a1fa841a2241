import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Pair (with volume) | last price | 24 h change; a fourth, touch-sized column for the favourite star. */
const COLUMNS = 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(5.5em, auto)';

/** The grid TickerRow and its header share, so the header's columns line up with the rows'. */
export const tickerGrid = css`
  display: grid;
  grid-template-columns: ${COLUMNS};
  gap: ${({ theme }) => theme.space['2']};
  padding: 0 ${({ theme }) => theme.space['4']};
  &[data-fav] {
    grid-template-columns: ${COLUMNS} ${({ theme }) => theme.size.touch};
    padding-right: 0;
  }
`;

export interface TickerRowHeaderProps {
  /** The rows have a favourite column (keep it equal to the rows' `favorite !== undefined`). */
  favorite?: boolean;
  /** The column headers (`role="columnheader"`): name, price, change and, with `favorite`, the star's. */
  children: ReactNode;
  className?: string;
}

/** The header row of a table of TickerRows (`role="row"`): quiet, small text on the rows' grid. */
export function TickerRowHeader({ favorite = false, children, className }: TickerRowHeaderProps) {
  return (
    <$Head role="row" className={className} data-fav={favorite || undefined}>
      {children}
    </$Head>
  );
}

const $Head = styled.div`
  ${tickerGrid}
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
