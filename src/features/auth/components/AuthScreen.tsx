import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavBar } from '@/ui/NavBar';

export interface AuthScreenProps {
  /** Nav-bar title (the page's name). */
  title: string;
  /** Large heading above the form. */
  heading?: string;
  onBack?: () => void;
  /** Nav-bar actions on the right (the language picker). */
  right?: ReactNode;
  children: ReactNode;
  /** Links under the form ("No account yet? Sign up"). */
  footer?: ReactNode;
}

/** The frame shared by login, register and reset: nav bar, heading, form column, footer links. */
export function AuthScreen({ title, heading, onBack, right, children, footer }: AuthScreenProps) {
  return (
    <$Page>
      <NavBar title={title} onBack={onBack} right={right} />
      <$Main>
        {heading && <$Heading>{heading}</$Heading>}
        {children}
        {footer && <$Footer>{footer}</$Footer>}
      </$Main>
    </$Page>
  );
}

const $Page = styled.div`
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bgPage};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const $Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  padding-bottom: max(${({ theme }) => theme.space['6']}, env(safe-area-inset-bottom));
`;

const $Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const $Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
