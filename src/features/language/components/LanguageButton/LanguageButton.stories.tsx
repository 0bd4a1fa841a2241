import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { NavBar } from '@/ui/NavBar';
import { LanguageButton } from './LanguageButton';
import { FollowLocale } from '@/testing';

function Header() {
  const { t } = useTranslation('common');
  return <NavBar title={t('tab.home')} back={false} right={<LanguageButton />} />;
}

const meta = preview.meta({
  title: 'Language/LanguageButton',
  component: LanguageButton,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/set/lang', () => HttpResponse.json({ type: 'ok', message: 'Saved' })));
  },
  render: () => (
    <>
      <FollowLocale />
      <Header />
    </>
  ),
});

/** The globe in a nav bar (signed out: the picker needs no account). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-expanded', 'false');
  },
});

/** The sheet: the ten languages by their own names, the current one marked. */
export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getAllByRole('button', { name: /./ }).filter((b) => b.hasAttribute('lang'))).toHaveLength(10);
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
});

/** Choosing a language switches the whole interface at once, and `<html lang>` with it. */
export const ChooseLanguage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await userEvent.click(within(sheet).getByRole('button', { name: '日本語' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { name: 'ホーム' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '言語' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'ja');
  },
});
