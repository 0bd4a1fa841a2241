/** Small parts the three tickets share: a direction's label and the note that the figures are indicative. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArrowDown, ArrowUp, Icon } from '@/ui/Icon';

/** A direction's label (long/short, buy/sell): arrow and word, so it never rests on colour. */
export function SideLabel({ up = false, text }: { up?: boolean; text: string }) {
  return (
    <$Side>
      <Icon icon={up ? ArrowUp : ArrowDown} size="sm" />
      {text}
    </$Side>
  );
}

/** While the price feed is down: the figures shown are indicative (announced when it appears). */
export function IndicativeNote() {
  const { t } = useTranslation('trade');
  return <$Note role="status">{t('ticket.indicative')}</$Note>;
}

const $Side = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgInput};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
