import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps {
  /** Heading content (e.g. a CoinPair and tags); names the card. */
  title?: ReactNode;
  /** Right side of the header (status, countdown). */
  extra?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  /** Bottom row of actions. */
  actions?: ReactNode;
  className?: string;
}

/** A surface for one record (position, order, ad…): an <article> named by its heading. */
export function Card({ title, extra, headingLevel = 3, children, actions, className }: CardProps) {
  const id = useId();
  return (
    <$Card className={className} aria-labelledby={title != null ? id : undefined}>
      {(title != null || extra != null) && (
        <$Head>
          {title != null && (
            <$Title as={`h${headingLevel}`} id={id}>
              {title}
            </$Title>
          )}
          {extra != null && <$Extra>{extra}</$Extra>}
        </$Head>
      )}
      {children}
      {actions != null && <$Actions>{actions}</$Actions>}
    </$Card>
  );
}

export interface FieldItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label/value pairs in a grid (a <dl>), two or three per row. */
export function CardFields({ items, columns = 3 }: { items: readonly (FieldItem | false | null | undefined)[]; columns?: 2 | 3 }) {
  return (
    <$Fields data-columns={columns}>
      {items.filter((x): x is FieldItem => Boolean(x)).map((f, i) => (
        <$Field key={i}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </$Field>
      ))}
    </$Fields>
  );
}

const $Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const $Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const $Extra = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['2']};
  margin: 0;
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.color.textTertiary};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  /* every third field ends the row: align it to the end */
  [data-columns='3'] > &:nth-child(3n) {
    text-align: end;
    align-items: flex-end;
  }
  [data-columns='2'] > &:nth-child(2n) {
    text-align: end;
    align-items: flex-end;
  }
`;

const $Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
`;
