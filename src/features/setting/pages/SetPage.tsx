import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ThemeMode, UpDownMode } from '@/theme';
import { LanguageSheet, useChooseLanguage } from '@/features/language';
import { LOCALE_NAMES } from '@/lib/locale';
import { localeAtom, preferencesAtom } from '@/state/preferences';
import { Cell, CellGroup } from '@/ui/Cell';
import { confirm } from '@/ui/Confirm';
import { Page } from '@/ui/Page';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SelectSheet } from '@/ui/SelectSheet';
import { toast } from '@/ui/Toast';
import { useFiatChoice } from '../accountHooks';

/**
 * Cached copies the app may drop: server answers kept by TanStack Query and the service worker's runtime
 * caches (its precached shell stays, so the app still opens offline). Session, language and preferences stay.
 */
async function clearCaches(dropQueries: () => void) {
  dropQueries();
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.includes('precache')).map((n) => caches.delete(n)));
}

/** /pages/setting/set: language (the ten), display fiat, price colours, theme, clear cache (decision 71). */
export default function SetPage() {
  const { t } = useTranslation('setting');
  const locale = useAtomValue(localeAtom);
  const [prefs, setPrefs] = useAtom(preferencesAtom);
  const chooseLanguage = useChooseLanguage();
  const fiat = useFiatChoice();
  const queryClient = useQueryClient();
  const [languageOpen, setLanguageOpen] = useState(false);

  const askClear = async () => {
    const ok = await confirm({
      title: t('cache.confirmTitle'),
      message: t('cache.confirmBody'),
      confirmText: t('cache.confirm'),
    });
    if (!ok) return;
    await clearCaches(() => queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' }));
    toast.show(t('cache.done'), { kind: 'success' });
  };

  return (
    <Page end="6" title={t('set.title')}>
      <CellGroup title={t('section.preferences')}>
        <Cell
          title={t('language.title')}
          value={locale === 'pseudo' ? 'Pseudo' : LOCALE_NAMES[locale]}
          onClick={() => setLanguageOpen(true)}
        />
        <$Row>
          <SelectSheet
            label={t('fiat.title')}
            value={fiat.fiat.currency_code}
            options={fiat.options.map((o) => ({ value: o.code, label: o.code }))}
            onChange={fiat.choose}
            hint={t('fiat.hint')}
          />
        </$Row>
        <$Row>
          <$RowTitle>{t('updown.title')}</$RowTitle>
          <SegmentedControl<UpDownMode>
            aria-label={t('updown.title')}
            value={prefs.upDown}
            onChange={(upDown) => setPrefs((p) => ({ ...p, upDown }))}
            options={[
              { value: 'green-up', label: t('updown.green-up') },
              { value: 'red-up', label: t('updown.red-up') },
            ]}
          />
        </$Row>
        <$Row>
          <$RowTitle>{t('theme.title')}</$RowTitle>
          <SegmentedControl<ThemeMode>
            aria-label={t('theme.title')}
            value={prefs.theme}
            onChange={(theme) => setPrefs((p) => ({ ...p, theme }))}
            options={[
              { value: 'dark', label: t('theme.dark') },
              { value: 'light', label: t('theme.light') },
            ]}
          />
        </$Row>
      </CellGroup>

      <CellGroup title={t('section.storage')}>
        <Cell title={t('cache.title')} label={t('cache.label')} onClick={() => void askClear()} />
      </CellGroup>

      <LanguageSheet
        open={languageOpen}
        current={locale}
        onClose={() => setLanguageOpen(false)}
        onChoose={chooseLanguage}
      />
    </Page>
  );
}

const $Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
`;

const $RowTitle = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;
