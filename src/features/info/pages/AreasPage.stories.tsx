import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import AreasPage from './AreasPage';

const meta = preview.meta({
  title: 'Pages/Info/Areas',
  component: AreasPage,
  parameters: { route: ROUTES.areas.path },
  render: () => (
    <RouteHarness path={ROUTES.areas.path}>
      <AreasPage />
    </RouteHarness>
  ),
});

/** Every country or region in the UI language with its calling code; the current one ticked. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Selected' })).toBeVisible();
  },
});

/** Searching by name or code. */
export const Search = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search country or code' }), 'japan');
    await expect(await canvas.findByText('+81')).toBeVisible();
    await expect(canvas.queryByText('+44')).toBeNull();
  },
});

export const NoMatch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search country or code' }), 'zzzz');
    await expect(await canvas.findByText('No country or region matches')).toBeVisible();
  },
});
