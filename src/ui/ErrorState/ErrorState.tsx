import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { CircleAlert, Icon, type LucideIcon } from '../Icon';

export interface ErrorStateProps {
  /** What went wrong (translated by the caller); defaults to "Something went wrong". */
  message?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** Overrides "Try again". */
  retryLabel?: string;
  icon?: LucideIcon;
  compact?: boolean;
  className?: string;
}

/** A failed load: icon, message, retry. */
export function ErrorState({ message, onRetry, retryLabel, icon = CircleAlert, compact = false, className }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <$Wrap className={className} data-compact={compact || undefined}>
      <$Art>
        <Icon icon={icon} size="lg" />
      </$Art>
      <$Message>{message ?? t('error.title')}</$Message>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel ?? t('error.retry')}
        </Button>
      )}
    </$Wrap>
  );
}

const $Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
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
  color: ${({ theme }) => theme.color.danger};
`;

const $Message = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.size.pageMax};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;
