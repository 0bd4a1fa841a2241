import { ArrowLeftRight, ChartCandlestick, House, PiggyBank, Wallet } from '@/ui/Icon';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { builtPaths, TABS, type TabKey } from '@/lib/routes';

const ICONS: Record<TabKey, typeof House> = {
  home: House,
  market: ChartCandlestick,
  trade: ArrowLeftRight,
  finance: PiggyBank,
  assets: Wallet,
};

/**
 * The five-tab bar (spec §2). A tab whose page is not built yet is hidden, never a dead link. Switching tabs is a
 * history entry: Back returns to the tab before (the router replaces instead when the tab is the page shown).
 */
export function TabBar({ available = builtPaths }: { available?: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const tabs = TABS.filter((tab) => available.has(tab.path));
  return (
    <$Bar aria-label={t('app.name')}>
      {tabs.map(({ key, path }) => {
        const Icon = ICONS[key];
        return (
          <$Tab key={key} to={path}>
            <Icon aria-hidden size={22} strokeWidth={1.75} />
            <span>{t(`tab.${key}`)}</span>
          </$Tab>
        );
      })}
    </$Bar>
  );
}

const $Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.z.tabBar};
  display: flex;
  justify-content: space-around;
  max-width: ${({ theme }) => theme.size.pageMax};
  margin: 0 auto;
  min-height: ${({ theme }) => theme.size.tabBar};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.color.bgSurface};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const $Tab = styled(NavLink)`
  flex: 1 1 0;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  &.active {
    color: ${({ theme }) => theme.color.brand};
  }
`;
