import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UiLocale } from '@/lib/locale';
import { LOCALES, LOCALE_NAMES, toBcp47, type LocaleCode } from '@/lib/locale';
import { BottomSheet } from '@/ui/BottomSheet';
import { buttonReset } from '@/ui/_shared';
import { Check, Icon } from '@/ui/Icon';

export interface LanguageSheetProps {
  open: boolean;
  current: UiLocale;
  onClose: () => void;
  onChoose: (code: LocaleCode) => void;
}

/**
 * The ten languages by their own names (autonyms), each tagged with its `lang` for screen readers; the
 * current one is marked. Choosing one calls `onChoose` and closes the sheet.
 */
export function LanguageSheet({ open, current, onClose, onChoose }: LanguageSheetProps) {
  const { t } = useTranslation('common');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('language.choose')}>
      <$List>
        {LOCALES.map((code) => (
          <li key={code}>
            <$Option
              type="button"
              lang={toBcp47(code)}
              aria-current={code === current || undefined}
              onClick={() => {
                onChoose(code);
                onClose();
              }}
            >
              <span>{LOCALE_NAMES[code]}</span>
              {code === current && <Icon icon={Check} size="md" />}
            </$Option>
          </li>
        ))}
      </$List>
    </BottomSheet>
  );
}

const $List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const $Option = styled.button`
  ${buttonReset}
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.size.input};
  padding: 0 ${({ theme }) => theme.space['4']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  &[aria-current] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-current] svg {
    color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;
