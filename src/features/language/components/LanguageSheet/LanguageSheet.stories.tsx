import { expect, fn, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { UiLocale } from '@/lib/locale';
import { LanguageSheet } from './LanguageSheet';

const meta = preview.meta({
  title: 'Language/LanguageSheet',
  component: LanguageSheet,
  args: { open: true, current: 'en' as UiLocale, onClose: fn(), onChoose: fn() },
});

export const Playground = meta.story({});

/** Each language in its own name and tagged with its `lang`; English is the current one. */
export const Default = meta.story({
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(within(sheet).getByRole('button', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    await expect(within(sheet).getByRole('button', { name: 'Türkçe' })).not.toHaveAttribute('aria-current');
  },
});

/** Another current language: the mark follows it. */
export const CurrentThai = meta.story({
  args: { current: 'th' as UiLocale },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
    await expect(within(sheet).getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
  },
});

/** A choice is reported and the sheet asks to close. */
export const Choose = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ args, userEvent }) => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Español' }));
    await expect(args.onChoose).toHaveBeenCalledWith('spa');
    await expect(args.onClose).toHaveBeenCalled();
  },
});
