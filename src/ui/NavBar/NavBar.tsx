import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronLeft } from '../Icon';
import { IconButton } from '../IconButton';
import { paths } from '@/lib/routes';

export interface NavBarProps {
  title?: ReactNode;
  /** Show the back button (default true). */
  back?: boolean;
  /** Custom back behaviour; otherwise `navigate(-1)`, or home when there is no in-app history. */
  onBack?: () => void;
  /** Where "back" goes when the page was opened directly. */
  homePath?: string;
  /** Replaces the back button. */
  left?: ReactNode;
  /** Right-hand actions (IconButtons, text buttons). */
  right?: ReactNode;
  /** Heading level of the title (default h1: the nav bar names the page). */
  titleAs?: 'h1' | 'h2' | 'div';
  /** Stick to the top while scrolling (default true). */
  sticky?: boolean;
  /** Transparent background (over a hero image). */
  transparent?: boolean;
}

/** Page header: back, title, actions. Pads for the notch with env(safe-area-inset-top). */
export function NavBar({
  title,
  back = true,
  onBack,
  homePath = paths.home(),
  left,
  right,
  titleAs = 'h1',
  sticky = true,
  transparent = false,
}: NavBarProps) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (onBack) return onBack();
    // React Router gives the first entry of a session the key "default": nothing in-app to go back to.
    if (location.key === 'default') void navigate(homePath, { replace: true });
    else void navigate(-1);
  };
  return (
    <$Bar data-sticky={sticky || undefined} data-transparent={transparent || undefined}>
      <$Inner>
        <$Side>
          {left ?? (back && <IconButton icon={ChevronLeft} aria-label={t('nav.back')} onClick={goBack} />)}
        </$Side>
        <$Title as={titleAs}>{title}</$Title>
        <$Side data-end>{right}</$Side>
      </$Inner>
    </$Bar>
  );
}

const $Bar = styled.div`
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.color.bgPage};
  color: ${({ theme }) => theme.color.textPrimary};
  &[data-sticky] {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.z.navBar};
  }
  &[data-transparent] {
    background: transparent;
  }
`;

const $Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.size.touch}, 1fr) minmax(0, auto) minmax(
      ${({ theme }) => theme.size.touch},
      1fr
    );
  align-items: center;
  min-height: ${({ theme }) => theme.size.navBar};
  padding: 0 ${({ theme }) => theme.space['1']};
  padding-left: max(${({ theme }) => theme.space['1']}, env(safe-area-inset-left));
  padding-right: max(${({ theme }) => theme.space['1']}, env(safe-area-inset-right));
`;

const $Side = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  &[data-end] {
    justify-content: flex-end;
  }
`;

const $Title = styled.h1`
  margin: 0;
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;
