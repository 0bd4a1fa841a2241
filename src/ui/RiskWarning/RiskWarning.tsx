import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, TriangleAlert } from '../Icon';

export interface RiskWarningProps {
  /** Overrides the standard CFD warning ("76% of retail CFD accounts lose money…"). */
  message?: string;
  /** Boxed (default) or a plain line for footers. */
  variant?: 'box' | 'inline';
  className?: string;
}

/** The regulatory CFD risk warning. Always visible text, never colour alone. */
export function RiskWarning({ message, variant = 'box', className }: RiskWarningProps) {
  const { t } = useTranslation('ui');
  return (
    <$Box role="note" aria-label={t('risk.title')} data-variant={variant} className={className}>
      <Icon icon={TriangleAlert} size="md" />
      <p>{message ?? t('risk.cfd')}</p>
    </$Box>
  );
}

const $Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  & > svg {
    color: ${({ theme }) => theme.color.warning};
  }
  & > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  &[data-variant='box'] {
    padding: ${({ theme }) => theme.space['3']};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.warning};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgSurface};
  }
`;
