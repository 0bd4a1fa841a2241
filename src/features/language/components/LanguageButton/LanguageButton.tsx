import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '@/state/preferences';
import { Globe } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { useChooseLanguage } from '../../hooks';
// The sheet (and the animation code it brings) loads on the first tap: the globe sits on the home screen,
// whose first load carries only what it shows.
import { LazyLanguageSheet } from '../LanguageSheet';

/**
 * The globe in a nav bar: opens the language sheet, signed in or not (login, register and the home
 * header carry it, so a visitor can read the app before having an account).
 */
export function LanguageButton() {
  const { t } = useTranslation('common');
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLanguage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon={Globe}
        aria-label={t('language.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <LazyLanguageSheet open={open} current={locale} onClose={() => setOpen(false)} onChoose={choose} />
    </>
  );
}
