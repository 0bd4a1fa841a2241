import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountGroup, AssetAccount } from '@/api/wallet';
import { builtPaths, paths } from '@/lib/routes';
import { Cell, CellGroup } from '@/ui/Cell';
import { CoinIcon } from '@/ui/CoinIcon';
import { Link } from 'react-router-dom';
import { isWalletAccount, toFiat } from '../../accounts';
import { useCoinImages } from '../../hooks';
import { useAccountName } from '../../labels';
import { Balance } from '../Balance';

export interface AccountPanelProps {
  account: AssetAccount;
  group: AccountGroup;
  fiat: { code: string; rate: string };
}

/** One account: its value, a transfer and a records link, and every coin with available and frozen. */
export function AccountPanel({ account, group, fiat }: AccountPanelProps) {
  const { t } = useTranslation('wallet');
  const name = useAccountName();
  const image = useCoinImages();
  const canTransfer = isWalletAccount(account) && builtPaths.has(paths.fundTransfer());
  return (
    <div>
      <$Head>
        <div>
          <$Label>{t('assets.accountValue', { account: name(account) })}</$Label>
          <$Value className="tabular">
            <Balance value={group.usdtTotal} kind="fiat" suffix=" USDT" />
          </$Value>
          <$Label className="tabular">
            ≈ <Balance value={toFiat(group.usdtTotal, fiat.rate)} kind="fiat" suffix={` ${fiat.code}`} />
          </$Label>
        </div>
        <$Links>
          {canTransfer && (
            <$Action to={paths.fundTransfer({ from: account })}>{t('assets.transfer')}</$Action>
          )}
          <$Action to={paths.assetsRecord({ account })}>{t('assets.records')}</$Action>
        </$Links>
      </$Head>
      <CellGroup title={t('assets.coins')}>
        {group.balances.map((b) => (
          <Cell
            key={b.currencyId}
            icon={<CoinIcon symbol={b.currency} src={image(b.currency)} size="md" />}
            title={b.currency}
            label={
              <>
                {t('assets.frozen')} <$Breakable value={b.frozen} />
              </>
            }
            value={<$Breakable value={b.available} />}
            to={paths.assetsRecord({ account, currency: String(b.currencyId) })}
          />
        ))}
      </CellGroup>
    </div>
  );
}

const $Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['3']};
  align-items: flex-end;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space['4']};
`;

const $Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Value = styled.p`
  margin: ${({ theme }) => theme.space['1']} 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

// Only a holding too long for its cell at all (tens of billions to 8 places) wraps, rather than running
// off-screen; the coin rule (2 to 8 places) keeps every usual balance on one line.
const $Breakable = styled(Balance)`
  && {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const $Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;
