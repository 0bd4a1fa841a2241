/**
 * Small pieces the lists under the trade tickets share: a section heading with a link, the section, its lists.
 * (The ticket and book layout and the sign-in prompt are in `./layout.tsx`, loaded before these.)
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRight, Icon } from '@/ui/Icon';
import { RecordList, type RecordListProps } from '@/ui/RecordList';

export { LoginPrompt } from './layout';

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
