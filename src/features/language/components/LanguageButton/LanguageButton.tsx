import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '@/state/preferences';
import { Globe } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { useChooseLanguage } from '../../hooks';

// The sheet (and the animation code it brings) loads on the first tap: the globe sits on the home screen,
// whose first load carries only what it shows.
const LanguageSheet = lazy(() => import('../LanguageSheet').then((m) => ({ default: m.LanguageSheet })));

/**
 * The globe in a nav bar: opens the language sheet, signed in or not (login, register and the home
 * header carry it, so a visitor can read the app before having an account).
 */
export function LanguageButton() {
  const { t } = useTranslation('common');
  const locale = useAtomValue(localeAtom);
  const choose = useChooseLanguage();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        icon={Globe}
        aria-label={t('language.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet open={open} current={locale} onClose={() => setOpen(false)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
