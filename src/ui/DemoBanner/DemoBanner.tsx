import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, Info } from '../Icon';

export interface DemoBannerProps {
  /** Overrides the default text. */
  message?: string;
  className?: string;
}

/** A strip telling the user this is a demo account using virtual funds. */
export function DemoBanner({ message, className }: DemoBannerProps) {
  const { t } = useTranslation('ui');
  return (
    <$Banner role="note" className={className}>
      <Icon icon={Info} size="md" />
      <span>{message ?? t('demo.banner')}</span>
    </$Banner>
  );
}

const $Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.info};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;
