/** Small parts the three tickets share: a direction's label and the note that the figures are indicative. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowDown, ArrowLeftRight, ArrowUp, Icon } from '@/ui/Icon';
import { OrderTicket as Parts } from '@/ui/OrderTicket';

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

/**
 * The balance does not cover the order ("Insufficient balance", announced): with a link to the transfer page that
 * moves funds into the ticket's account (`transferTo`, e.g. `paths.transfer({ from, to, currency })`), since a
 * trading account starts empty while deposits land in spot.
 */
export function FundsShortfall({ message, transferTo }: { message: string; transferTo: string }) {
  const { t } = useTranslation('trade');
  return (
    <$Shortfall>
      <Parts.Error>{message}</Parts.Error>
      <$Transfer to={transferTo}>
        <Icon icon={ArrowLeftRight} size="sm" />
        {t('ticket.transfer')}
      </$Transfer>
    </$Shortfall>
  );
}

const $Shortfall = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space['2']};
  & > p {
    margin: 0;
  }
`;

const $Transfer = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

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
