import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { accountSession, withAccount } from '../testing/session';
import SetPage from './SetPage';

const meta = preview.meta({
  title: 'Pages/Setting/Set',
  component: SetPage,
  parameters: { route: ROUTES.settingSet.path, session: accountSession },
  beforeEach: withAccount(),
  render: () => (
    <RouteHarness path={ROUTES.settingSet.path}>
      <SetPage />
    </RouteHarness>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Language/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Display currency/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Clear cache/ })).toBeVisible();
  },
});

export const LanguageSheet = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Language/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getByRole('button', { name: '日本語' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
});

/** The fiat list comes from the exchange-rate service; the choice is stored. */
export const FiatSheet = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Display currency/ }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Display currency' });
    await userEvent.click(await within(sheet).findByRole('option', { name: /EUR/ }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: /EUR/ })).toBeVisible();
  },
});

export const Preferences = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Light' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Red up, green down' }));
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Red up, green down' })).toBeChecked();
  },
});

export const ClearCache = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Clear cache/ }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Clear the cache?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await within(document.body).findByText('Cache cleared')).toBeVisible();
  },
});
