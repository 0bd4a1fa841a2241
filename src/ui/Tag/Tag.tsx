import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type TagTone = 'neutral' | 'brand' | 'up' | 'down' | 'success' | 'warning' | 'danger' | 'info';

export interface TagProps {
  tone?: TagTone;
  /** Filled chip instead of outlined. */
  solid?: boolean;
  children: ReactNode;
  className?: string;
}

/** A small label (e.g. "Long", "20×", "Recommended"). Text, not colour alone, carries the meaning. */
export function Tag({ tone = 'neutral', solid = false, children, className }: TagProps) {
  return (
    <$Tag $tone={tone} data-solid={solid || undefined} className={className}>
      {children}
    </$Tag>
  );
}

const tones = {
  neutral: css`
    --tag-c: ${({ theme }) => theme.color.textSecondary};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  brand: css`
    --tag-c: ${({ theme }) => theme.color.link};
    --tag-on: ${({ theme }) => theme.color.onBrand};
  `,
  up: css`
    --tag-c: ${({ theme }) => theme.color.up};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  down: css`
    --tag-c: ${({ theme }) => theme.color.down};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  success: css`
    --tag-c: ${({ theme }) => theme.color.success};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  warning: css`
    --tag-c: ${({ theme }) => theme.color.warning};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  danger: css`
    --tag-c: ${({ theme }) => theme.color.danger};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
  info: css`
    --tag-c: ${({ theme }) => theme.color.info};
    --tag-on: ${({ theme }) => theme.color.textInverse};
  `,
} satisfies Record<TagTone, unknown>;

const $Tag = styled.span<{ $tone: TagTone }>`
  ${({ $tone }) => tones[$tone]}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space['1']};
  border: ${({ theme }) => theme.size.border} solid var(--tag-c);
  border-radius: ${({ theme }) => theme.radius.sm};
  color: var(--tag-c);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  &[data-solid] {
    background: var(--tag-c);
    color: var(--tag-on);
  }
`;
