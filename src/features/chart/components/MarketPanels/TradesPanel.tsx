import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMarketStale, useTrades } from '@/realtime/market';
import { NumberText } from '@/ui/NumberText';
import { StaleMark } from '@/ui/StaleMark';
import { useNumberLocale } from '@/ui/_shared';
import { useChartTimeZone } from '../chart/chartEnv';

export interface TradesPanelProps {
  symbol: string;
  priceDecimals: number;
  amountDecimals: number;
}

/** `trades:<symbol>`, newest first: time, side (word, arrow and colour), price, amount. */
export const TradesPanel = memo(function TradesPanel({ symbol, priceDecimals, amountDecimals }: TradesPanelProps) {
  const { t } = useTranslation('chart');
  const locale = useNumberLocale();
  const timeZone = useChartTimeZone();
  const trades = useTrades(symbol, 30);
  const stale = useMarketStale();
  const time = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }),
    [locale, timeZone],
  );
  return (
    <$Panel>
      <$Meta>
        <StaleMark stale={stale} />
      </$Meta>
      {trades.length === 0 ? (
        <$Waiting role="status">{stale ? t('trades.offline') : t('trades.waiting')}</$Waiting>
      ) : (
        <$Table data-stale={stale || undefined}>
          <caption>{t('trades.caption', { symbol })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trades.time')}</th>
              <th scope="col">{t('trades.side')}</th>
              <th scope="col">{t('trades.price')}</th>
              <th scope="col">{t('trades.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((tr, i) => (
              <tr key={`${tr.time}-${i}`} data-side={tr.side}>
                <td>{time.format(tr.time)}</td>
                <td data-cell="side">
                  <span aria-hidden="true">{tr.side === 'buy' ? '↑' : '↓'}</span> {t(tr.side === 'buy' ? 'trades.buy' : 'trades.sell')}
                </td>
                <td data-cell="price">
                  <NumberText value={tr.price} kind="price" decimals={priceDecimals} />
                </td>
                <td>
                  <NumberText value={tr.amount} kind="amount" decimals={amountDecimals} />
                </td>
              </tr>
            ))}
          </tbody>
        </$Table>
      )}
    </$Panel>
  );
});

const $Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['2']};
`;

const $Meta = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space['2']};
`;

const $Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  &[data-stale] tbody {
    opacity: 0.6;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th {
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textTertiary};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-align: end;
  }
  td {
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textPrimary};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  tr[data-side='buy'] td[data-cell='side'],
  tr[data-side='buy'] td[data-cell='price'] {
    color: ${({ theme }) => theme.color.up};
  }
  tr[data-side='sell'] td[data-cell='side'],
  tr[data-side='sell'] td[data-cell='price'] {
    color: ${({ theme }) => theme.color.down};
  }
`;

const $Waiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
