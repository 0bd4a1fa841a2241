import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import AreaPage from './AreaPage';
import { ROUTES } from '@/lib/routes';

const meta = preview.meta({
  title: 'Pages/Auth/Area',
  component: AreaPage,
  parameters: { route: ROUTES.area.path },
  render: () => (
    <AccountPageHarness path={ROUTES.area.path}>
      <AreaPage />
    </AccountPageHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    // The UI language's market is preselected (en → United States).
    await expect(canvas.getByRole('button', { name: /United States.*\+1.*Selected/ })).toBeVisible();
  },
});

export const SearchByName = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'japa');
    // The list follows the query a render later (deferred): wait for it rather than read it at once.
    await expect(await canvas.findByText('1 country or region')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Japan.*\+81/ })).toBeVisible();
  },
});

export const SearchByCallingCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '+44');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /United States/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: /United Kingdom.*\+44/ })).toBeVisible();
  },
});

export const NoResults = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Atlantis');
    await expect(await canvas.findByText('No country or region matches “Atlantis”')).toBeVisible();
  },
});

/** Choosing returns to the opener; opened directly (no history) it goes to login. */
export const Choose = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'de');
    await userEvent.click(await canvas.findByRole('button', { name: /Germany.*\+49/ }));
    await expect(await canvas.findByText('→ /pages/common/login')).toBeVisible();
  },
});

/**
 * The settings' route (/pages/setting/areas) is the same picker; opened directly there, choosing leads on to the
 * settings.
 */
export const ChooseInSettings = meta.story({
  tags: ['no-visual'],
  parameters: { route: ROUTES.areas.path },
  render: () => (
    <AccountPageHarness path={ROUTES.areas.path}>
      <AreaPage />
    </AccountPageHarness>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'de');
    await userEvent.click(await canvas.findByRole('button', { name: /Germany.*\+49/ }));
    await expect(await canvas.findByText('→ /pages/setting/setting')).toBeVisible();
  },
});

/** Names come from Intl in the UI language. */
export const Japanese = meta.story({
  globals: { locale: 'jp' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '国・地域' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /日本.*\+81/ })).toBeVisible();
  },
});
