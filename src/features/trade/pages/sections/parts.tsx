/** Small pieces the trade sections share: the sign-in prompt, a section heading with a link, lists, the layout. */
import type { ReactNode } from 'react';
import type { Market } from '@/api/market';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { ChevronRight, Icon, Lock } from '@/ui/Icon';
import { RecordList, type RecordListProps } from '@/ui/RecordList';
import { OrderBookPanel } from '@/features/chart';

/** In place of a ticket for a visitor: what signing in gives, and the way there. */
export function LoginPrompt() {
  const { t } = useTranslation('trade');
  return (
    <EmptyState
      compact
      icon={Lock}
      title={t('login.title')}
      description={t('login.body')}
      action={<$ButtonLink to={paths.login()}>{t('login.button')}</$ButtonLink>}
    />
  );
}

/** A section's heading, with a link to its full list. */
export function SectionHead({ title, to, linkText }: { title: ReactNode; to?: string; linkText?: string }) {
  return (
    <$Head>
      <h2>{title}</h2>
      {to && linkText && (
        <$More to={to}>
          {linkText}
          <Icon icon={ChevronRight} size="sm" />
        </$More>
      )}
    </$Head>
  );
}

/** A block of cards under the ticket (positions, open orders, bets). */
export function ActivitySection({ children }: { children: ReactNode }) {
  return <$Section>{children}</$Section>;
}

/** Cards one under the other. */
export function CardList({ children }: { children: ReactNode }) {
  return <$CardList>{children}</$CardList>;
}

/**
 * A section's paged list of cards (the pair's open orders, its bets): `RecordList` (two placeholders, "Orders could
 * not be loaded" with retry, the empty state, "Load more" to "No more data") inset like `CardList`, in the flow.
 */
export function SectionRecords<P, T>(props: Omit<RecordListProps<P, T>, 'skeletonRows' | 'errorMessage'>) {
  const { t } = useTranslation('trade');
  return <$Records {...props} skeletonRows={2} errorMessage={t('list.error')} />;
}

/** The pair's compact order book and a ticket: side by side where there is room, the book first on a phone. */
export function TradeLayout({ market, ticket }: { market: Market; ticket: ReactNode }) {
  const { t } = useTranslation('trade');
  return (
    <$Split>
      <$Book aria-label={t('book.label')}>
        <OrderBookPanel symbol={market.symbol} priceDecimals={market.price_precision} amountDecimals={market.amount_precision} depth={6} />
      </$Book>
      <$Ticket>{ticket}</$Ticket>
    </$Split>
  );
}

const $ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['6']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const $Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const $More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
`;

const $Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']};
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    & > :first-child {
      order: 2;
    }
  }
`;

const $Book = styled.section`
  min-width: 0;
`;

const $Ticket = styled.div`
  min-width: 0;
`;

const $Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding-bottom: ${({ theme }) => theme.space['4']};
`;

const $Records = styled(RecordList)`
  padding: 0 ${({ theme }) => theme.space['4']};
` as typeof RecordList;

const $CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space['4']};
  list-style: none;
`;
