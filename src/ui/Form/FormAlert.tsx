import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CircleAlert, Icon } from '@/ui/Icon';

/** A server refusal shown inside the form (announced once, stays until the next attempt). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <$Alert role="alert">
      <Icon icon={CircleAlert} size="md" />
      <span>{children}</span>
    </$Alert>
  );
}

const $Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  svg {
    color: ${({ theme }) => theme.color.danger};
  }
`;
