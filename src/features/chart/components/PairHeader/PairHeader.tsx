import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTicker } from '@/realtime/market';
import { NumberText, PriceText } from '@/ui/NumberText';
import { PercentChange } from '@/ui/PercentChange';

export interface PairHeaderProps {
  symbol: string;
}

/**
 * Last price (live, flashes through PriceText's ref path) and the 24 h change, high, low and volume.
 * Subscribes to this one pair only; renders at the ticker store's pace (≤ every 150 ms).
 */
export function PairHeader({ symbol }: PairHeaderProps) {
  const { t } = useTranslation('chart');
  const m = useTicker(symbol);
  const base = m?.base ?? symbol.split('/')[0] ?? symbol;
  // Before the pair's figures arrive: the same layout with empty values ("--"), marked busy — nothing below
  // moves when they come.
  return (
    <$Header aria-busy={m ? undefined : true}>
      <$Main>
        <$Price>
          <PriceText value={m?.price} decimals={m?.price_precision} />
        </$Price>
        <PercentChange value={m?.change} variant="filled" arrow />
      </$Main>
      <$Stats>
        <$Stat>
          <dt>{t('header.high')}</dt>
          <dd>
            <NumberText value={m?.high} kind="price" decimals={m?.price_precision} />
          </dd>
        </$Stat>
        <$Stat>
          <dt>{t('header.low')}</dt>
          <dd>
            <NumberText value={m?.low} kind="price" decimals={m?.price_precision} />
          </dd>
        </$Stat>
        <$Stat>
          <dt>{t('header.volume', { base })}</dt>
          <dd>
            <NumberText value={m?.volume} kind="compact" />
          </dd>
        </$Stat>
      </$Stats>
    </$Header>
  );
}

const $Header = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;

const $Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Price = styled.div`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const $Stats = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Stat = styled.div`
  display: contents;
  dt {
    color: ${({ theme }) => theme.color.textTertiary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
