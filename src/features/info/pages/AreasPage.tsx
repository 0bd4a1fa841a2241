import { useAtom, useAtomValue } from 'jotai';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { areaAtom, listAreas, searchAreas, type Area } from '@/features/auth';
import { paths } from '@/lib/routes';
import { localeAtom } from '@/state/preferences';
import { Cell, CellGroup } from '@/ui/Cell';
import { EmptyState } from '@/ui/EmptyState';
import { Check, Icon } from '@/ui/Icon';
import { Page } from '@/ui/Page';
import { SearchBar } from '@/ui/SearchBar';

/**
 * /pages/setting/areas: the country or region picker of the settings (binding a phone number): names in the UI
 * language with their calling codes, searchable; choosing one sets the area and goes back.
 */
export default function AreasPage() {
  const { t } = useTranslation('info');
  const locale = useAtomValue(localeAtom);
  const [area, setArea] = useAtom(areaAtom);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const navigate = useNavigate();
  const all = useMemo(() => listAreas(locale), [locale]);
  const results = useMemo(() => searchAreas(all, deferred), [all, deferred]);

  const choose = (a: Area) => {
    setArea({ iso2: a.iso2, code: a.code });
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.setting(), { replace: true });
  };

  return (
    <Page title={t('areas.title')}>
      <$Search>
        <SearchBar value={query} onChange={setQuery} label={t('areas.search')} placeholder={t('areas.search')} />
      </$Search>
      {results.length === 0 ? (
        <EmptyState title={t('areas.empty')} />
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
                  +{a.code}
                  {area.iso2 === a.iso2 && <Icon icon={Check} label={t('areas.selected')} />}
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
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;

const $Value = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  font-variant-numeric: tabular-nums;
`;
