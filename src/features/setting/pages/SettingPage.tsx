import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ThemeMode, UpDownMode } from '@/theme';
import { LanguageSheet, useChooseLanguage } from '@/features/language';
import { APP_VERSION } from '@/lib/constants';
import { LOCALE_NAMES } from '@/lib/locale';
import { localeAtom, preferencesAtom } from '@/state/preferences';
import { userAtom } from '@/state/session';
import { Button } from '@/ui/Button';
import { Cell, CellGroup } from '@/ui/Cell';
import { confirm } from '@/ui/Dialog';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { ProfileSummary } from '../components/ProfileSummary';
import { useLogout, useUserInfo } from '../hooks';

/** /pages/setting/setting (signed in): profile summary, language, theme, price colours, version, log out. */
export default function SettingPage() {
  const { t } = useTranslation('setting');
  const info = useUserInfo();
  const stored = useAtomValue(userAtom);
  const locale = useAtomValue(localeAtom);
  const [prefs, setPrefs] = useAtom(preferencesAtom);
  const chooseLanguage = useChooseLanguage();
  const logout = useLogout();
  const [languageOpen, setLanguageOpen] = useState(false);
  const user = info.data ?? stored;

  const askLogout = async () => {
    const ok = await confirm({
      title: t('logout.confirmTitle'),
      message: t('logout.confirmBody'),
      confirmText: t('logout.confirm'),
      confirmVariant: 'danger',
    });
    if (!ok) return;
    logout.mutate();
  };

  return (
    <Page end="6" title={t('account.title')}>
      {info.isError && !user ? (
        <ErrorState message={t('account.loadFailed')} onRetry={() => void info.refetch()} compact />
      ) : (
        <ProfileSummary user={user} />
      )}

      <CellGroup title={t('section.preferences')}>
        <Cell
          title={t('language.title')}
          value={locale === 'pseudo' ? 'Pseudo' : LOCALE_NAMES[locale]}
          onClick={() => setLanguageOpen(true)}
        />
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
      </CellGroup>

      <CellGroup title={t('section.about')}>
        <Cell title={t('version.title')} value={<span className="tabular">{APP_VERSION}</span>} />
      </CellGroup>

      <$Actions>
        <Button
          variant="secondary"
          size="lg"
          block
          loading={logout.isPending}
          onClick={() => void askLogout()}
        >
          {t('logout.button')}
        </Button>
      </$Actions>

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

const $Actions = styled.div`
  padding: ${({ theme }) => theme.space['4']};
`;
