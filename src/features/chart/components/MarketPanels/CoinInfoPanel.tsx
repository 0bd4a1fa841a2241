import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCoin } from '../../hooks';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { NumberText } from '@/ui/NumberText';
import { SkeletonText } from '@/ui/Skeleton';
import { CoinIntro } from '../CoinIntro';
import { paths } from '@/lib/routes';

export interface CoinInfoPanelProps {
  base: string;
}

/** Coin info (spec §3): rank, issue date, supplies, market cap, introduction, white paper. */
export function CoinInfoPanel({ base }: CoinInfoPanelProps) {
  const { t } = useTranslation('chart');
  const coin = useCoin(base);
  if (coin.isPending) return <SkeletonText lines={6} />;
  if (coin.isError)
    return <ErrorState compact message={t('info.error')} onRetry={() => void coin.refetch()} />;
  const c = coin.data;
  if (!c) return <EmptyState compact title={t('info.none', { coin: base })} />;
  const dash = t('info.unknown');
  return (
    <$Panel>
      <$Facts>
        <div>
          <dt>{t('info.name')}</dt>
          <dd>{c.full_name || c.name}</dd>
        </div>
        <div>
          <dt>{t('info.rank')}</dt>
          <dd>{c.rank ? `#${c.rank}` : dash}</dd>
        </div>
        <div>
          <dt>{t('info.issueDate')}</dt>
          <dd>{c.issue_date || dash}</dd>
        </div>
        <div>
          <dt>{t('info.totalSupply')}</dt>
          <dd>{c.total_supply ? <NumberText value={c.total_supply} kind="compact" /> : dash}</dd>
        </div>
        <div>
          <dt>{t('info.circulatingSupply')}</dt>
          <dd>{c.circulating_supply ? <NumberText value={c.circulating_supply} kind="compact" /> : dash}</dd>
        </div>
        <div>
          <dt>{t('info.marketCap')}</dt>
          <dd>{c.market_cap ? <NumberText value={c.market_cap} kind="compact" /> : dash}</dd>
        </div>
      </$Facts>
      <CoinIntro coin={c} headingLevel={2} />
      <$More to={paths.whitePaper({ symbol: c.name })}>{t('info.more', { coin: c.name })}</$More>
    </$Panel>
  );
}

const $Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['3']};
  }
  dt {
    color: ${({ theme }) => theme.color.textTertiary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

const $More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
