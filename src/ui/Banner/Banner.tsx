import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonReset, useLatest, useReducedMotion } from '../_shared';
import { ChevronLeft, ChevronRight } from '../Icon';
import { IconButton } from '../IconButton';

export interface BannerSlide {
  id: string;
  /** Image URL. */
  src: string;
  /** What the slide says (its image's alt text). */
  alt: string;
  /** In-app link opened by a tap. */
  to?: string;
  /** External link opened by a tap. */
  href?: string;
}

export interface BannerProps {
  slides: readonly BannerSlide[];
  /** Auto-advance period in ms (0 = off). Paused on hover/focus/touch and under reduced motion. */
  interval?: number;
  /** Start slide (uncontrolled). */
  defaultIndex?: number;
  /** Called when the visible slide changes. */
  onChange?: (index: number) => void;
  /** Accessible name of the carousel (default "Announcements"). */
  'aria-label'?: string;
  className?: string;
}

/** Horizontal distance (px) a swipe needs to change slides. */
export const SWIPE_THRESHOLD = 40;

/**
 * An image carousel (APG carousel pattern): a labelled region with roledescription "carousel", slides as
 * labelled groups ("2 of 5"), previous/next buttons and dots. Auto-advance stops while it is hovered,
 * focused or touched, on the Pause button, and never runs under reduced motion; a swipe changes slides.
 */
export function Banner({ slides, interval = 4000, defaultIndex = 0, onChange, 'aria-label': ariaLabel, className }: BannerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  // honours the app's MotionConfig (and through it the OS setting)
  const reduce = useReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, defaultIndex), Math.max(0, count - 1)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  /** The user stopped rotation with the button (WCAG 2.2.2: a way to pause moving content). */
  const [stopped, setStopped] = useState(false);
  const onChangeRef = useLatest(onChange);
  const start = useRef<{ x: number; y: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const go = (next: number) => {
    if (count === 0) return;
    const wrapped = ((next % count) + count) % count;
    setIndex(wrapped);
    onChangeRef.current?.(wrapped);
  };
  const goRef = useLatest(go);

  const canRotate = interval > 0 && count > 1 && !reduce;
  const rotating = canRotate && !stopped && !hovered && !focused && !touching;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => goRef.current(current + 1), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, current, goRef]);

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    setTouching(true);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!start.current || !track.current) return;
    // follow the finger through a CSS variable: no React render per move
    track.current.style.setProperty('--drag', `${e.clientX - start.current.x}px`);
  };
  const endSwipe = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    setTouching(false);
    track.current?.style.setProperty('--drag', '0px');
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(e.clientY - s.y)) go(current + (dx < 0 ? 1 : -1));
  };

  if (count === 0) return null;
  return (
    <$Carousel
      className={className}
      aria-roledescription={t('banner.carousel')}
      aria-label={ariaLabel ?? t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <$Viewport
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endSwipe}
        onPointerCancel={endSwipe}
      >
        <$Track
          ref={track}
          id={`${id}-slides`}
          aria-live={rotating ? 'off' : 'polite'}
          data-dragging={touching || undefined}
          style={{ '--index': current } as CSSProperties}
        >
          {slides.map((s, i) => {
            const active = i === current;
            const img = <$Img src={s.src} alt={s.alt} draggable={false} />;
            return (
              <$Slide
                key={s.id}
                role="group"
                aria-roledescription={t('banner.slide')}
                aria-label={t('banner.position', { index: i + 1, total: count })}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {s.to ? (
                  <$Link as={Link} to={s.to}>
                    {img}
                  </$Link>
                ) : s.href ? (
                  <$Link href={s.href}>{img}</$Link>
                ) : (
                  img
                )}
              </$Slide>
            );
          })}
        </$Track>
      </$Viewport>
      {count > 1 && (
        <$Controls>
          <IconButton icon={ChevronLeft} iconSize="md" aria-label={t('banner.previous')} aria-controls={`${id}-slides`} throttleMs={0} onClick={() => go(current - 1)} />
          <$Dots>
            {slides.map((s, i) => (
              <$Dot
                key={s.id}
                type="button"
                aria-label={t('banner.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </$Dots>
          <IconButton icon={ChevronRight} iconSize="md" aria-label={t('banner.next')} aria-controls={`${id}-slides`} throttleMs={0} onClick={() => go(current + 1)} />
          {canRotate && (
            <$Rotation type="button" aria-controls={`${id}-slides`} onClick={() => setStopped((v) => !v)}>
              {t(stopped ? 'banner.play' : 'banner.pause')}
            </$Rotation>
          )}
        </$Controls>
      )}
    </$Carousel>
  );
}

const $Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
  touch-action: pan-y;
`;

const $Track = styled.div`
  --drag: 0px;
  display: flex;
  transform: translateX(calc(var(--index) * -100% + var(--drag)));
  transition: transform ${({ theme }) => theme.motion.slow} ease-out;
  &[data-dragging] {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const $Slide = styled.div`
  flex: 0 0 100%;
  aspect-ratio: 2.4 / 1;
`;

const $Link = styled.a`
  display: block;
  height: 100%;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  user-select: none;
`;

const $Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const $Rotation = styled.button`
  ${buttonReset}
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const $Dots = styled.div`
  display: flex;
  align-items: center;
`;

/* a 44 px target around a small visible dot */
const $Dot = styled.button`
  ${buttonReset}
  position: relative;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  margin: 0 calc(-1 * ${({ theme }) => theme.space['2']});
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${({ theme }) => theme.space['2']};
    height: ${({ theme }) => theme.space['2']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.borderStrong};
    transform: translate(-50%, -50%);
    transition: width ${({ theme }) => theme.motion.fast};
  }
  &[aria-current='true']::after {
    width: ${({ theme }) => theme.space['4']};
    background: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.space['2']});
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;
