import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Icon, X } from '@/ui/Icon';

/** The order pages' tab, kept while the page is open (the spec stores none of it). */
export function useListTab<K extends string>(tabs: readonly K[], initial: K): [K, (next: K) => void] {
  const [tab, setTab] = useState<K>(tabs.includes(initial) ? initial : tabs[0]!);
  return [tab, setTab];
}

/** The rest of the page's height, for a list that scrolls itself (`PagedList`). */
export function ListArea({ children }: { children: ReactNode }) {
  return <$Area>{children}</$Area>;
}

/** "Showing BTC/USDT only", with the way back to every pair. */
export function PairFilter({ symbol, onClear }: { symbol: string; onClear: () => void }) {
  const { t } = useTranslation('trade');
  return (
    <$Filter>
      <span>{t('list.onlyPair', { symbol })}</span>
      <Button size="sm" variant="ghost" startIcon={<Icon icon={X} size="sm" />} onClick={onClear}>
        {t('list.allPairs')}
      </Button>
    </$Filter>
  );
}

const $Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Area = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  min-height: 0;
`;
