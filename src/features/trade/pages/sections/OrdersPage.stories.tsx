import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { EmptyState } from '@/ui/EmptyState';
import { OrdersPage } from './OrdersPage';

const TABS = ['open', 'filled', 'all'] as const;
type Tab = (typeof TABS)[number];

/**
 * The orders pages' frame as the coin orders page fills it (its title, tabs and "All pairs"), at its route; the list
 * below stands in for the tab's real one (the pages' own stories show those): it names the tab it is for and the
 * pair it is filtered to, if any. The pairs come from the story's demo exchange.
 */
function SpotOrdersFrame({ initialTab }: { initialTab: Tab }) {
  const { t } = useTranslation('trade');
  return (
    <RouteHarness path={ROUTES.spotOrders.path}>
      <OrdersPage
        title={t('spotOrders.title')}
        tabs={TABS}
        initialTab={initialTab}
        tabLabel={(tab) => t(`spotOrders.tab.${tab}`)}
        allPairs={paths.spotOrders()}
      >
        {({ tab, market }) => (
          <EmptyState
            title={t(tab === 'open' ? 'spotOrders.noOpen' : 'spotOrders.none')}
            description={market?.name}
          />
        )}
      </OrdersPage>
    </RouteHarness>
  );
}

const meta = preview.meta({
  title: 'Trade/OrdersPage',
  component: SpotOrdersFrame,
  args: { initialTab: 'open' as Tab },
  argTypes: { initialTab: { control: 'inline-radio', options: TABS } },
  parameters: { route: paths.spotOrders() },
});

/** Every pair: the tabs, the first one chosen; another tab shows its own list. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Coin orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No open orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Filled' }));
    await expect(canvas.getByRole('tab', { name: 'Filled' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
});

/** Opened on another tab. */
export const InitialTab = meta.story({
  args: { initialTab: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
});

/** One pair only (`?symbol=`): said above the list, with the way back to every pair. */
export const OnePair = meta.story({
  parameters: { route: paths.spotOrders({ symbol: 'BTC/USDT' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing BTC/USDT only', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Bitcoin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }));
    // the filter leaves with the route change that follows the click
    await waitFor(() => expect(canvas.queryByText('Showing BTC/USDT only')).not.toBeInTheDocument());
    await expect(canvas.queryByText('Bitcoin')).not.toBeInTheDocument();
  },
});
