import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ROUTES, TABS } from '@/lib/routes';
import { TabBar } from './TabBar';

const all = new Set(TABS.map((t) => t.path));

const meta = preview.meta({
  title: 'App/TabBar',
  component: TabBar,
  parameters: { route: ROUTES.market.path },
});

/** All five tabs (spec §2), the market tab active. */
export const AllTabs = meta.story({
  args: { available: all },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Tabs whose pages are not built yet are hidden, never dead links. */
export const OnlyBuiltPages = meta.story({
  args: { available: new Set([ROUTES.home.path, ROUTES.market.path]) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
});
