import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonReset } from '../_shared';
import { ChevronRight, Icon } from '../Icon';

export interface CellProps {
  title: ReactNode;
  /** Second line under the title. */
  label?: ReactNode;
  /** Right-hand value (text or a control such as a Switch). */
  value?: ReactNode;
  /** Leading icon or avatar. */
  icon?: ReactNode;
  /** Show a chevron (defaults to true when the cell is clickable). */
  arrow?: boolean;
  /** Renders the row as a <button>. */
  onClick?: () => void;
  /** Renders the row as an in-app link. */
  to?: string;
  /** Renders the row as an external link. */
  href?: string;
  disabled?: boolean;
  className?: string;
}

/** A list row: icon, title (+ label), value, chevron. Clickable rows are real buttons or links. */
export function Cell({ title, label, value, icon, arrow, onClick, to, href, disabled, className }: CellProps) {
  const clickable = Boolean(onClick || to || href);
  const showArrow = arrow ?? clickable;
  const body = (
    <>
      {icon != null && <$Icon>{icon}</$Icon>}
      <$Main>
        <$Title>{title}</$Title>
        {label != null && <$Label>{label}</$Label>}
      </$Main>
      {value != null && <$Value>{value}</$Value>}
      {showArrow && (
        <$Arrow>
          <Icon icon={ChevronRight} size="md" />
        </$Arrow>
      )}
    </>
  );
  if (to && !disabled)
    return (
      <$Row as={Link} to={to} className={className} data-clickable>
        {body}
      </$Row>
    );
  if (href && !disabled)
    return (
      <$Row as="a" href={href} className={className} data-clickable>
        {body}
      </$Row>
    );
  if (onClick || (clickable && disabled))
    return (
      <$Row as="button" type="button" onClick={onClick} disabled={disabled} className={className} data-clickable>
        {body}
      </$Row>
    );
  return <$Row className={className}>{body}</$Row>;
}

export interface CellGroupProps {
  /** Heading above the group. */
  title?: ReactNode;
  /** Rounded card with inset (default) or full-bleed rows. */
  inset?: boolean;
  children: ReactNode;
  className?: string;
}

/** A titled group of cells with hairline separators. */
export function CellGroup({ title, inset = true, children, className }: CellGroupProps) {
  return (
    <$Group className={className} data-inset={inset || undefined}>
      {title != null && <$GroupTitle>{title}</$GroupTitle>}
      <$GroupBody>{children}</$GroupBody>
    </$Group>
  );
}

const $Row = styled.div`
  ${buttonReset}
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  min-height: ${({ theme }) => theme.size.input};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  text-align: start;
  cursor: default;
  &[data-clickable] {
    cursor: pointer;
  }
  &[data-clickable]:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const $Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const $Main = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`;

const $Title = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const $Value = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 60%;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: end;
  overflow-wrap: anywhere;
`;

const $Arrow = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textTertiary};
`;

const $Group = styled.section`
  &[data-inset] {
    margin: 0 ${({ theme }) => theme.space['4']};
  }
`;

const $GroupTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  [data-inset] > & {
    padding-left: 0;
    padding-right: 0;
  }
`;

const $GroupBody = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSurface};
  [data-inset] > & {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  & > * + * {
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  }
`;
