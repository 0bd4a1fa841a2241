/** What the trade sections show first: the ticket beside the compact book, and the sign-in prompt in place of a ticket. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import { paths } from '@/lib/routes';
import { EmptyState } from '@/ui/EmptyState';
import { Lock } from '@/ui/Icon';
import { CompactBook } from '../../components/CompactBook';

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

/**
 * A ticket and the pair's compact order book side by side, as mobile exchanges lay them out: the ticket on the
 * left (about 58 %), the book on the right (asks, last price, bids), so a whole order fits on one phone screen.
 */
export function TradeLayout({ market, ticket }: { market: Market; ticket: ReactNode }) {
  const { t } = useTranslation('trade');
  return (
    <$Split>
      <$Ticket>{ticket}</$Ticket>
      <$Book aria-label={t('book.label')}>
        <CompactBook
          symbol={market.symbol}
          base={market.base}
          quote={market.quote}
          priceDecimals={market.price_precision}
          amountDecimals={market.amount_precision}
        />
      </$Book>
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

const $Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 58fr) minmax(0, 42fr);
  align-items: start;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0 ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $Book = styled.section`
  min-width: 0;
`;

const $Ticket = styled.div`
  min-width: 0;
`;
