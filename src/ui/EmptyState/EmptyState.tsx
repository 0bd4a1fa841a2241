import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, Inbox, type LucideIcon } from '../Icon';

export interface EmptyStateProps {
  /** Defaults to "No data". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** e.g. a Button to create the first item. */
  action?: ReactNode;
  /** Less vertical padding (inside a list or card). */
  compact?: boolean;
  className?: string;
}

/** "No data": an icon, a line of text and an optional action. */
export function EmptyState({ title, description, icon = Inbox, action, compact = false, className }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <$Wrap className={className} data-compact={compact || undefined}>
      <$Art>
        <Icon icon={icon} size="lg" />
      </$Art>
      <$Title>{title ?? t('empty.noData')}</$Title>
      {description != null && <$Text>{description}</$Text>}
      {action != null && <$Action>{action}</$Action>}
    </$Wrap>
  );
}

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['12']} ${({ theme }) => theme.space['6']};
  text-align: center;
  &[data-compact] {
    padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  }
`;

const $Art = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space['12']};
  height: ${({ theme }) => theme.space['12']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.textTertiary};
`;

const $Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const $Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Action = styled.div`
  margin-top: ${({ theme }) => theme.space['2']};
`;
