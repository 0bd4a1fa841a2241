import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import { useCoin } from '../hooks';
import { CoinIcon } from '@/ui/CoinIcon';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonText } from '@/ui/Skeleton';
import { CoinIntro } from '../components/CoinIntro';
import { parseCoinSymbol } from '../symbol';
import { paths } from '@/lib/routes';

/** `/pages/transaction/white_paper?symbol=BTC`: the coin's introduction (sanitized), white paper, website. */
export default function WhitePaperPage() {
  const { t } = useTranslation('chart');
  const [params] = useSearchParams();
  const name = parseCoinSymbol(params.get('symbol'));
  const coin = useCoin(name ?? undefined);
  const title = name ? t('whitePaper.title', { coin: name }) : t('whitePaper.titleNone');

  let body;
  if (!name || (coin.isSuccess && !coin.data)) {
    body = (
      <EmptyState
        title={name ? t('info.none', { coin: name }) : t('whitePaper.missing')}
        action={<$Back to={paths.market()}>{t('unknown.toMarkets')}</$Back>}
      />
    );
  } else if (coin.isError) {
    body = <ErrorState message={t('info.error')} onRetry={() => void coin.refetch()} />;
  } else if (!coin.data) {
    body = <SkeletonText lines={8} />;
  } else {
    const c = coin.data;
    body = (
      <>
        <$Coin>
          <CoinIcon symbol={c.name} src={assetUrl(c.image) || undefined} size="lg" />
          <div>
            <$Name>{c.full_name || c.name}</$Name>
            <$Sub>{c.name}</$Sub>
          </div>
        </$Coin>
        <CoinIntro coin={c} showWebsite headingLevel={2} />
      </>
    );
  }
  return (
    <Page title={title}>
      <$Body>{body}</$Body>
    </Page>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Coin = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;
