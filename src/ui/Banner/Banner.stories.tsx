import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { rawTokens } from '@/theme';
import { Pad } from '../_shared/stories';
import { Banner, type BannerSlide } from './Banner';
import { paths } from '@/lib/routes';

/** Deterministic, offline slide art drawn from the token palette. */
function art(text: string, bg: string, fg: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="300"><rect width="720" height="300" fill="${bg}"/><text x="40" y="170" font-family="sans-serif" font-size="56" font-weight="700" fill="${fg}">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const c = rawTokens.dark;
const slides: BannerSlide[] = [
  {
    id: '1',
    src: art('Deposit bonus', c.brand, c.onBrand),
    alt: 'Deposit bonus: up to 100 USDT',
    to: paths.activity(),
  },
  {
    id: '2',
    src: art('New listing', c.info, c.textInverse),
    alt: 'New listing: ABC/USDT',
    to: paths.chart({ symbol: 'ABC/USDT' }),
  },
  { id: '3', src: art('Trading contest', c.success, c.textInverse), alt: 'Trading contest this week' },
];

const meta = preview.meta({
  title: 'UI/Banner',
  component: Banner,
  // no auto-advance in screenshots; the Playground turns it on
  args: { slides, interval: 0, onChange: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({ args: { interval: 4000 } });
export const Default = meta.story({});
export const SecondSlide = meta.story({ args: { defaultIndex: 1 } });
export const Single = meta.story({ args: { slides: slides.slice(0, 1) } });
/** Rotation on (a long period so the screenshot is stable): shows the Pause control. */
export const WithPauseControl = meta.story({ args: { interval: 60_000 } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Navigate = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});
