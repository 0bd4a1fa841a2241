import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { NewsItem } from '@/api/content';
import { BannerCarousel } from './BannerCarousel';
import { ROUTES } from '@/lib/routes';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${fill}"/></svg>`)}`;

const banners: NewsItem[] = [
  { id: 1, title: 'Deposit bonus', summary: '', cover: picture('teal'), link: '#/pages/index/activity' },
  { id: 2, title: 'New listing', summary: '', cover: picture('slateblue'), link: 'https://example.com/' },
  { id: 3, title: 'Plain banner', summary: '', cover: picture('darkorange'), link: '' },
];

/** The pages built in these stories: the bonus activity page is; copy trading is not. */
const available: ReadonlySet<string> = new Set([ROUTES.activity.path, ROUTES.market.path]);

const meta = preview.meta({
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  args: { banners, autoplaySeconds: 0, available },
});

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit bonus' })).toHaveAttribute(
      'href',
      '/pages/index/activity',
    );
    // the first banner is the home page's largest paint: fetched first and painted with the page
    const [first, second] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('decoding', 'sync');
    await expect(second).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const Single = meta.story({ args: { banners: banners.slice(0, 1) } });

export const Loading = meta.story({ args: { loading: true } });

export const Empty = meta.story({ args: { banners: [] } });

/** A slide whose page is not built yet shows as a plain picture: no link to "Page not found". */
export const UnbuiltPage = meta.story({
  args: {
    banners: [
      {
        id: 4,
        title: 'Copy the best traders',
        summary: '',
        cover: picture('slateblue'),
        link: '#/pages/copytrade/copy',
      },
      { id: 5, title: 'Trade 20+ coins', summary: '', cover: picture('teal'), link: '#/pages/market/market' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Copy the best traders' }).closest('a')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Copy the best traders' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Trade 20+ coins' })).toHaveAttribute(
      'href',
      '/pages/market/market',
    );
  },
});
