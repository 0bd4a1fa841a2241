import { useTranslation } from 'react-i18next';
import { isLocaleCode, toBcp47 } from '@/lib/locale';

/** The BCP-47 tag of the UI language, for number/date formatting. */
export function useNumberLocale(): string {
  const { i18n } = useTranslation('ui');
  const code = i18n.language;
  if (code === 'pseudo') return toBcp47('pseudo');
  return isLocaleCode(code) ? toBcp47(code) : 'en';
}
