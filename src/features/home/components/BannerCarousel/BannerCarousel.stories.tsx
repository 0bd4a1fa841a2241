import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { NewsItem } from '@/api/content';
import { BannerCarousel } from './BannerCarousel';
import { ROUTES } from '@/lib/routes';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${fill}"/></svg>`)}`;

const banners: NewsItem[] = [
  { id: 1, title: 'Deposit bonus', summary: 'Up to 28 USDT for new users', cover: picture('teal'), link: '#/pages/index/activity' },
  { id: 2, title: 'New listing', summary: '', cover: picture('slateblue'), link: 'https://example.com/' },
  { id: 3, title: 'Plain banner', summary: '', cover: picture('darkorange'), link: '' },
];

/** The pages built in these stories: the bonus activity page, registration and the invitation page are; copy trading is not. */
const available: ReadonlySet<string> = new Set([
  ROUTES.activity.path,
  ROUTES.market.path,
  ROUTES.register.path,
  ROUTES.share.path,
]);

const meta = preview.meta({
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  args: { banners, autoplaySeconds: 0, available },
});

export const Playground = meta.story({});

/** Artwork with the banner's words written over it as text (issue 28 item 9): read, translated and found by all. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit bonus Up to 28 USDT for new users' })).toHaveAttribute(
      'href',
      '/pages/index/activity',
    );
    // the artwork is decoration (the words are text): no alternative text repeats them
    const [first, second] = [...canvasElement.querySelectorAll('img')];
    await expect(first).toHaveAttribute('alt', '');
    // the first banner is the home page's largest paint: fetched first and painted with the page
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
    await expect(canvas.getByText('Copy the best traders').closest('a')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Copy the best traders' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Trade 20+ coins' })).toHaveAttribute(
      'href',
      '/pages/market/market',
    );
  },
});

const bonus: NewsItem = {
  id: 6,
  title: 'New-user bonus',
  summary: 'Register, verify, deposit: up to 28 USDT',
  cover: picture('seagreen'),
  link: '#/pages/common/register',
};

/** The new-user bonus, signed out: it opens registration. */
export const BonusSignedOut = meta.story({
  args: { banners: [bonus] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^New-user bonus/ })).toHaveAttribute('href', ROUTES.register.path);
  },
});

/** The same banner for a signed-in user: their invitation page, not a registration form. */
export const BonusSignedIn = meta.story({
  args: { banners: [bonus], loggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^New-user bonus/ })).toHaveAttribute('href', ROUTES.share.path);
  },
});

/** Long words (another language, the pseudo-locale): two lines each at most, over the artwork. */
export const LongText = meta.story({
  args: {
    banners: [
      {
        id: 7,
        title: 'Opera más de 20 monedas frente a USDT, al contado y con contratos perpetuos',
        summary: 'Mercados spot y perpetuos en vivo las 24 horas, los 7 días de la semana, con comisiones bajas',
        cover: picture('slateblue'),
        link: '#/pages/market/market',
      },
    ],
  },
});
