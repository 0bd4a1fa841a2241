import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buttonReset, useReducedMotion, visuallyHidden } from '../_shared';
import { ChevronRight, Icon, Megaphone, X } from '../Icon';
import { IconButton } from '../IconButton';

export interface NoticeBarProps {
  /**
   * The notice text (plain text: server HTML must be sanitised and stripped by the caller), optionally with a link
   * (`<Link>` or `<a>`), which takes the notice's colours, underlined.
   */
  children: ReactNode;
  /** 'scroll' slides a long text along (marquee) when it does not fit; 'static' wraps it. */
  mode?: 'static' | 'scroll';
  tone?: 'info' | 'warning';
  /** Shows a close (×) button. */
  onClose?: () => void;
  /** Makes the text a button (e.g. open the announcement); shows a chevron. */
  onClick?: () => void;
  /** Marquee speed in px per second. */
  speed?: number;
  className?: string;
}

/**
 * A one-line notice with a megaphone. In 'scroll' mode text that does not fit moves along (a CSS
 * animation, paused on hover/focus and off under reduced motion, where it wraps instead).
 */
export function NoticeBar({ children, mode = 'static', tone = 'info', onClose, onClick, speed = 40, className }: NoticeBarProps) {
  const { t } = useTranslation('ui');
  const reduce = useReducedMotion();
  const viewport = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(false);
  const scrolling = mode === 'scroll' && !reduce;

  useLayoutEffect(() => {
    if (!scrolling) return;
    const measure = () => {
      const v = viewport.current;
      const tx = text.current;
      if (!v || !tx) return;
      const distance = tx.scrollWidth;
      const fits = distance <= v.clientWidth;
      setOverflow(!fits);
      // set once per size change, never per frame
      tx.parentElement?.style.setProperty('--marquee-duration', `${Math.max(4, distance / speed)}s`);
    };
    measure();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (viewport.current) ro?.observe(viewport.current);
    return () => ro?.disconnect();
  }, [scrolling, speed, children]);

  const moving = scrolling && overflow;
  const content = (
    <$Viewport ref={viewport} data-mode={moving ? 'scroll' : 'static'}>
      <$Mover>
        <$Text ref={text}>{children}</$Text>
        {moving && <$Text aria-hidden="true">{children}</$Text>}
      </$Mover>
    </$Viewport>
  );
  return (
    <$Bar className={className} data-tone={tone}>
      <$Lead>
        <Icon icon={Megaphone} size="md" />
        <$Hidden>{t('notice.label')}</$Hidden>
      </$Lead>
      {onClick ? (
        <$Main as="button" type="button" onClick={onClick}>
          {content}
          <Icon icon={ChevronRight} size="md" />
        </$Main>
      ) : (
        <$Main>{content}</$Main>
      )}
      {onClose && <IconButton icon={X} iconSize="md" aria-label={t('notice.close')} onClick={onClose} />}
    </$Bar>
  );
}

const $Bar = styled.div`
  --notice-fg: ${({ theme }) => theme.color.info};
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding-inline-start: ${({ theme }) => theme.space['3']};
  background: color-mix(in srgb, var(--notice-fg) 12%, ${({ theme }) => theme.color.bgSurface});
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-tone='warning'] {
    --notice-fg: ${({ theme }) => theme.color.warning};
  }
`;

const $Lead = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--notice-fg);
  margin-inline-end: ${({ theme }) => theme.space['2']};
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;

const $Main = styled.div`
  ${buttonReset}
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  padding-inline-end: ${({ theme }) => theme.space['2']};
  color: inherit;
  cursor: default;
  &:is(button) {
    cursor: pointer;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Viewport = styled.span`
  display: block;
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space['2']} 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  /* a link in a notice ("Set a pay password") takes the notice's colours, underlined: never the browser's
     purple or blue on the tinted ground */
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: underline;
    text-decoration-color: var(--notice-fg);
    text-decoration-thickness: ${({ theme }) => theme.size.border};
    text-underline-offset: 0.2em;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:visited {
    color: inherit;
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.border};
  }
  &[data-mode='scroll'] {
    overflow: hidden;
    white-space: nowrap;
  }
  @keyframes notice-marquee {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-50%);
    }
  }
`;

const $Mover = styled.span`
  display: inline-flex;
  [data-mode='scroll'] > & {
    animation: notice-marquee var(--marquee-duration, 10s) linear infinite;
  }
  [data-mode='scroll']:hover > &,
  :focus-within > [data-mode='scroll'] > & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

const $Text = styled.span`
  [data-mode='scroll'] & {
    padding-inline-end: ${({ theme }) => theme.space['12']};
  }
`;
