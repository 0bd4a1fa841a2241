import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type FiguresVariant = 'panel' | 'plain';

export interface FiguresProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * `panel` (default): a form's computed figures on a surface, values kept on one line where they fit (labels
   * wrap). `plain`: a record's details inside its card, labels kept short and long values (addresses) wrapping.
   */
  variant?: FiguresVariant;
}

/**
 * Label/value figures of the wallet pages (rate, fee, what arrives; a record's amount, address, time): a `<dl>` of
 * `<dt>`/`<dd>` pairs, labels at the start, values at the end.
 */
export function Figures({ variant = 'panel', ...rest }: FiguresProps) {
  return <$Figures data-variant={variant} {...rest} />;
}

const VARIANT = {
  panel: css`
    --figures-columns: minmax(0, 1fr) auto;
    --figures-gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
    --figures-padding: ${({ theme }) => theme.space['3']};
    --figures-background: ${({ theme }) => theme.color.bgSurface};
  `,
  plain: css`
    --figures-columns: auto minmax(0, 1fr);
    --figures-gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
    --figures-padding: 0;
    --figures-background: transparent;
  `,
} satisfies Record<FiguresVariant, unknown>;

const $Figures = styled.dl`
  &[data-variant='panel'] {
    ${VARIANT.panel}
  }
  &[data-variant='plain'] {
    ${VARIANT.plain}
  }
  display: grid;
  grid-template-columns: var(--figures-columns);
  gap: var(--figures-gap);
  margin: 0;
  padding: var(--figures-padding);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--figures-background);
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

  a {
    color: ${({ theme }) => theme.color.link};
  }
`;
