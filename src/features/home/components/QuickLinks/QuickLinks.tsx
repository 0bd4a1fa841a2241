import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon } from '@/ui/Icon';
import { Skeleton } from '@/ui/Skeleton';
import type { VisibleQuickLink } from '../../quickLinks';

export interface QuickLinksProps {
  links: readonly VisibleQuickLink[];
  /** The menu is on its way: `placeholders` cells hold the grid's place (no jump when the links arrive). */
  loading?: boolean;
  placeholders?: number;
}

/** The home shortcuts grid (spec §2), in the menu's order; each opens its page. */
export function QuickLinks({ links, loading = false, placeholders = 0 }: QuickLinksProps) {
  const { t } = useTranslation('home');
  if (loading && placeholders > 0)
    return (
      <$Nav aria-label={t('quick.label')} aria-busy="true">
        <$Grid>
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <$Cell>
                <$IconBox aria-hidden="true" />
                <$Label>
                  <Skeleton width="3.5em" height="1em" />
                </$Label>
              </$Cell>
            </li>
          ))}
        </$Grid>
      </$Nav>
    );
  if (links.length === 0) return null;
  return (
    <$Nav aria-label={t('quick.label')}>
      <$Grid>
        {links.map((link) => (
          <li key={link.key}>
            <$Link to={link.to}>
              <$IconBox aria-hidden="true">
                <Icon icon={link.icon} size="md" />
              </$IconBox>
              <$Label>{t(`quick.${link.key}`)}</$Label>
            </$Link>
          </li>
        ))}
      </$Grid>
    </$Nav>
  );
}

const $Nav = styled.nav`
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['2']};
`;

const $Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cellStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-height: calc(${({ theme }) => theme.size.touch} * 1.6);
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const $Link = styled(Link)`
  ${cellStyles}
  text-decoration: none;
  &:active {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
`;

/** A link's place while the menu loads: the same box, an empty icon tile and a bar for the label. */
const $Cell = styled.div`
  ${cellStyles}
`;

const $IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.brand};
`;

const $Label = styled.span`
  max-width: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;
