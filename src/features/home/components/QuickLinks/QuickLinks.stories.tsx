import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { QUICK_LINK_KEYS, visibleQuickLinks } from '../../quickLinks';
import { ALL_LINK_PATHS } from '../../testing/fixtures';
import { QuickLinks } from './QuickLinks';

const all = visibleQuickLinks(
  QUICK_LINK_KEYS.map((key) => ({ key, enabled: true })),
  ALL_LINK_PATHS,
);

const meta = preview.meta({
  title: 'Home/QuickLinks',
  component: QuickLinks,
  args: { links: all },
});

export const Playground = meta.story({});

/**
 * Every page built: the 28 shortcuts of spec §2 but the five without a screen of their own yet (super leverage,
 * quick buy, app download, DeFi and cloud mining would open another shortcut's): each link leads somewhere else.
 */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(23);
    const places = links.map((a) => a.getAttribute('href'));
    await expect(new Set(places).size).toBe(places.length);
  },
});

export const Few = meta.story({ args: { links: all.slice(0, 3) } });

/** The menu on its way: as many placeholder cells as links were shown last time. */
export const Loading = meta.story({ args: { links: [], loading: true, placeholders: 8 } });

/** Nothing to show: the grid is not rendered. */
export const Empty = meta.story({ args: { links: [] } });
