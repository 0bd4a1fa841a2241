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

/** All 28 links of spec §2. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(28);
  },
});

export const Few = meta.story({ args: { links: all.slice(0, 3) } });

/** The menu on its way: as many placeholder cells as links were shown last time. */
export const Loading = meta.story({ args: { links: [], loading: true, placeholders: 8 } });

/** Nothing to show: the grid is not rendered. */
export const Empty = meta.story({ args: { links: [] } });
