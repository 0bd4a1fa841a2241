import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { rawTokens } from '@/theme';
import { ImageViewer, type ViewerImage } from './ImageViewer';

const c = rawTokens.dark;
const art = (text: string, bg: string, fg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${bg}"/><text x="50" y="420" font-family="sans-serif" font-size="48" fill="${fg}">${text}</text></svg>`,
  )}`;
const images: ViewerImage[] = [
  { src: art('Payment proof 1', c.bgElevated, c.textPrimary), alt: 'Payment proof, page 1' },
  { src: art('Payment proof 2', c.info, c.textInverse), alt: 'Payment proof, page 2' },
];

const meta = preview.meta({
  title: 'UI/ImageViewer',
  component: ImageViewer,
  args: { open: true, images, onClose: fn(), onIndexChange: fn() },
});

export const Playground = meta.story({});
export const Single = meta.story({ args: { images: images.slice(0, 1) } });
export const Several = meta.story({});
export const SecondImage = meta.story({ args: { index: 1 } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const ZoomAndClose = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Zoom in' }));
    await expect(body.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
});
