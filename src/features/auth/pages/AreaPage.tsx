import { useAtom, useAtomValue } from 'jotai';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { localeAtom } from '@/state/preferences';
import { Cell, CellGroup } from '@/ui/Cell';
import { EmptyState } from '@/ui/EmptyState';
import { Check, Icon } from '@/ui/Icon';
import { Page } from '@/ui/Page';
import { SearchBar } from '@/ui/SearchBar';
import { visuallyHidden } from '@/ui/_shared';
import { listAreas, searchAreas, type Area } from '../regions';
import { areaAtom } from '../state';
import { paths, ROUTES } from '@/lib/routes';

/**
 * The calling-code picker, at /pages/common/area (the sign-in and registration forms) and /pages/setting/areas
 * (the settings). Names come from Intl in the UI language; choosing writes `areaAtom` and returns to the form
 * that opened the picker (its draft is kept). Opened directly, it leads on to login or, on the settings'
 * route, to the settings.
 */
export default function AreaPage() {
  const { t } = useTranslation('auth');
  const locale = useAtomValue(localeAtom);
  const [area, setArea] = useAtom(areaAtom);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const navigate = useNavigate();
  const location = useLocation();
  const all = useMemo(() => listAreas(locale), [locale]);
  const results = useMemo(() => searchAreas(all, deferred), [all, deferred]);

  const choose = (a: Area) => {
    setArea({ iso2: a.iso2, code: a.code });
    const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
    const onward = location.pathname === ROUTES.areas.path ? paths.setting() : paths.login();
    // Opened from a form: back to it (its history entry keeps its own state); opened directly: to login, or
    // to the settings from the settings' route.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(returnTo ?? onward, { replace: true });
  };

  return (
    <Page title={t('area.title')}>
      <$Search>
        <SearchBar
          value={query}
          onChange={setQuery}
          label={t('area.search')}
          placeholder={t('area.search')}
        />
      </$Search>
      <$Status role="status">{query ? t('area.count', { count: results.length }) : ''}</$Status>
      {results.length === 0 ? (
        <EmptyState title={t('area.empty', { query: query.trim() })} />
      ) : (
        <CellGroup inset={false}>
          {results.map((a) => (
            <Cell
              key={a.iso2}
              title={a.name}
              arrow={false}
              onClick={() => choose(a)}
              value={
                <$Value>
                  <span className="tabular">+{a.code}</span>
                  {a.iso2 === area.iso2 && <Icon icon={Check} size="md" label={t('area.selected')} />}
                </$Value>
              }
            />
          ))}
        </CellGroup>
      )}
    </Page>
  );
}

const $Search = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.size.navBar} + env(safe-area-inset-top));
  z-index: ${({ theme }) => theme.z.sticky};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.bgPage};
`;

const $Status = styled.p`
  ${visuallyHidden}
`;

const $Value = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textSecondary};
  svg {
    color: ${({ theme }) => theme.color.brand};
  }
`;
