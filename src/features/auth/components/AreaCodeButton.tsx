import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { buttonReset } from '@/ui/_shared';
import { ChevronDown, Icon } from '@/ui/Icon';
import { localeAtom } from '@/state/preferences';
import { regionName } from '../countries';
import { areaAtom } from '../state';
import { paths } from '@/lib/routes';

/** "+86 ▾" inside the phone field: opens the area picker, which writes `areaAtom` and comes back. */
export function AreaCodeButton() {
  const { t } = useTranslation('auth');
  const area = useAtomValue(areaAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <$Button
      type="button"
      aria-label={t('area.current', { name: regionName(area.iso2, locale), code: area.code })}
      onClick={() => void navigate(paths.area(), { state: { returnTo: pathname } })}
    >
      <span className="tabular">+{area.code}</span>
      <Icon icon={ChevronDown} size="sm" />
    </$Button>
  );
}

const $Button = styled.button`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: ${({ theme }) => theme.size.touch};
  padding-right: ${({ theme }) => theme.space['2']};
  margin-right: ${({ theme }) => theme.space['1']};
  border-right: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;
