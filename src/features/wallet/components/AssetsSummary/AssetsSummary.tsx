import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FiatRate } from '@/api/wallet';
import { Eye, EyeOff } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { SelectSheet } from '@/ui/SelectSheet';
import { Skeleton } from '@/ui/Skeleton';
import { hideBalancesAtom, useToggleHideBalances } from '../../state';
import { toFiat } from '../../accounts';
import { Balance } from '../Balance';

export interface AssetsSummaryProps {
  /** The total in USDT; undefined while loading. */
  usdtTotal: string | undefined;
  fiat: { code: string; rate: string; options: readonly FiatRate[]; choose: (code: string) => void };
}

/** The assets total in the chosen fiat (and in USDT), the hide-balances toggle and the fiat choice. */
export function AssetsSummary({ usdtTotal, fiat }: AssetsSummaryProps) {
  const { t } = useTranslation('wallet');
  const hidden = useAtomValue(hideBalancesAtom);
  const toggle = useToggleHideBalances();
  return (
    <$Card aria-labelledby="fund-total-label">
      <$Head>
        <$Label id="fund-total-label">{t('assets.total', { currency: fiat.code })}</$Label>
        <IconButton
          icon={hidden ? EyeOff : Eye}
          iconSize="md"
          aria-label={t('assets.hideBalances')}
          aria-pressed={hidden}
          onClick={toggle}
        />
      </$Head>
      {usdtTotal === undefined ? (
        <Skeleton width="60%" height="2em" />
      ) : (
        <>
          <$Total className="tabular">
            <Balance value={toFiat(usdtTotal, fiat.rate)} kind="fiat" suffix={` ${fiat.code}`} />
          </$Total>
          <$Sub className="tabular">
            ≈ <Balance value={usdtTotal} kind="fiat" suffix=" USDT" />
          </$Sub>
        </>
      )}
      <SelectSheet
        label={t('assets.fiat')}
        value={fiat.code}
        options={fiat.options.map((r) => ({ value: r.code, label: r.code }))}
        onChange={fiat.choose}
      />
    </$Card>
  );
}

const $Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  margin: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
`;

const $Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const $Label = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const $Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const $Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
