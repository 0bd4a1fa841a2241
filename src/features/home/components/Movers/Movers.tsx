import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMarkets } from '../../hooks';
import { MarketList, marketsForTab } from '@/features/market';
import { useTickers } from '@/realtime/market';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SkeletonList } from '@/ui/Skeleton';
import { paths } from '@/lib/routes';

type Side = 'gainers' | 'losers';
const SIZE = 5;

/** The home gainers/losers snippet: the top five by live 24 h change, re-ranked at most once a second. */
export function Movers() {
  const { t } = useTranslation('home');
  const [side, setSide] = useState<Side>('gainers');
  const markets = useMarkets();
  const symbols = useMemo(() => (markets.data ?? []).map((m) => m.symbol), [markets.data]);
  const live = useTickers(symbols);
  const rows = useMemo(
    () => marketsForTab(live.length ? live : (markets.data ?? []), side).slice(0, SIZE),
    [live, markets.data, side],
  );

  return (
    <$Section aria-labelledby="home-movers">
      <$Head>
        <$Title id="home-movers">{t('movers.title')}</$Title>
        <$More to={paths.market({ tab: side })}>{t('movers.more')}</$More>
      </$Head>
      <$Switch>
        <SegmentedControl<Side>
          aria-label={t('movers.title')}
          value={side}
          onChange={setSide}
          options={[
            { value: 'gainers', label: t('movers.gainers') },
            { value: 'losers', label: t('movers.losers') },
          ]}
        />
      </$Switch>
      {markets.isPending ? (
        <SkeletonList rows={SIZE} />
      ) : markets.isError ? (
        <ErrorState compact message={t('movers.error')} onRetry={() => void markets.refetch()} />
      ) : (
        <MarketList
          markets={rows}
          label={side === 'gainers' ? t('movers.gainers') : t('movers.losers')}
          sortable={false}
          ranked
          empty={<EmptyState compact title={t('movers.empty')} />}
        />
      )}
    </$Section>
  );
}

const $Section = styled.section`
  padding-top: ${({ theme }) => theme.space['2']};
`;

const $Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space['4']};
`;

const $Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
`;

const $Switch = styled.div`
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;
