import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { chartPath } from '@/features/market';
import { useTicker } from '@/realtime/market';
import { PercentChange } from '@/ui/PercentChange';
import { PriceText } from '@/ui/NumberText';
import { Skeleton } from '@/ui/Skeleton';

/** The main pairs on the home page. */
export const MAIN_SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'] as const;

export interface MainTickersProps {
  symbols?: readonly string[];
}

/** Live cards for the main pairs; each subscribes to its own symbol and opens the chart. */
export function MainTickers({ symbols = MAIN_SYMBOLS }: MainTickersProps) {
  const { t } = useTranslation('home');
  return (
    <$List aria-label={t('tickers.label')}>
      {symbols.map((s) => (
        <li key={s}>
          <TickerCard symbol={s} />
        </li>
      ))}
    </$List>
  );
}

const TickerCard = memo(function TickerCard({ symbol }: { symbol: string }) {
  const m = useTicker(symbol);
  if (!m) {
    return (
      <$Placeholder aria-busy="true">
        <Skeleton width="60%" />
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </$Placeholder>
    );
  }
  return (
    <$Card to={chartPath(symbol)}>
      <$Symbol>{symbol}</$Symbol>
      <$Price>
        <PriceText value={m.price} decimals={m.price_precision} colorBy={m.change} arrow={false} />
      </$Price>
      <PercentChange value={m.change} />
    </$Card>
  );
});

const $List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  list-style: none;
`;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-height: calc(${({ theme }) => theme.size.touch} * 1.8);
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;

const $Card = styled(Link)`
  ${cardStyles}
`;

const $Placeholder = styled.div`
  ${cardStyles}
`;

const $Symbol = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

const $Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  min-width: 0;
  overflow: hidden;
`;
