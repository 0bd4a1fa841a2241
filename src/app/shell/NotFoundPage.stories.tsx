import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import NotFoundPage from './NotFoundPage';

const meta = preview.meta({
  title: 'Pages/App/NotFound',
  component: NotFoundPage,
  parameters: { route: '/pages/unknown/page' },
});

/** Any path that is not a page of the app. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(); // the bar's title
    await expect(canvas.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toBeEnabled();
  },
});
