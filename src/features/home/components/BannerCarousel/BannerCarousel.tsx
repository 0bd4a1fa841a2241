import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import type { NewsItem } from '@/api/content';
import { Skeleton } from '@/ui/Skeleton';
import { linkTarget } from '../../links';

export interface BannerCarouselProps {
  banners: readonly NewsItem[];
  loading?: boolean;
  /** Seconds between automatic slides; 0 turns autoplay off (stories, reduced motion). */
  autoplaySeconds?: number;
  /** Page paths that are built: a slide linking to any other page shows without a link. */
  available: ReadonlySet<string>;
  /** Signed in: a slide inviting to register opens the user's invitation page instead (`linkTarget`). */
  loggedIn?: boolean;
}

/**
 * Home banners (news c_id 5): a horizontally scrolling, snapping strip with dot buttons; each slide is the
 * server's artwork with its title and summary written over it as text (translated by the server, readable by
 * everyone, never baked into the picture). Autoplay pauses
 * while the user interacts and never runs with reduced motion. A slide links to its page only when that
 * page is built (`available`), else it is a plain picture: never a link to "Page not found".
 * (Built here because the design system has no Banner yet.)
 */
export function BannerCarousel({
  banners,
  loading = false,
  autoplaySeconds = 5,
  available,
  loggedIn = false,
}: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  const goTo = (i: number) => {
    const el = track.current;
    if (!el) return;
    const next = (i + count) % count;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };

  useEffect(() => {
    if (!autoplaySeconds || count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const current = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
      const next = (current + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
      setIndex(next);
    }, autoplaySeconds * 1000);
    return () => clearInterval(timer);
  }, [autoplaySeconds, count, paused]);

  if (loading) {
    return (
      <$Wrap>
        <$Ratio>
          <Skeleton height="100%" />
        </$Ratio>
      </$Wrap>
    );
  }
  if (count === 0) return null;

  return (
    <$Wrap
      role="region"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onPointerDown={() => setPaused(true)}
      onFocus={() => setPaused(true)}
    >
      <$Track
        ref={track}
        // A scroller must be reachable by keyboard (WCAG 2.1.1): when no slide is a link, the track itself
        // takes focus so arrow keys can scroll it.
        tabIndex={banners.some((b) => linkTarget(b.link, available, { loggedIn })) ? undefined : 0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {banners.map((b, i) => {
          const target = linkTarget(b.link, available, { loggedIn });
          // the first banner is the page's largest paint: fetched first, and painted with the text around it
          const first = i === 0;
          // the artwork is decoration; the words are live text over it, in the user's language (issue 28 item 9)
          const img = (
            <>
              <$Img
                src={assetUrl(b.cover)}
                alt=""
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'auto'}
                decoding={first ? 'sync' : 'async'}
                draggable={false}
              />
              <$Text>
                <$Title>{b.title}</$Title>
                {b.summary && <$Summary>{b.summary}</$Summary>}
              </$Text>
            </>
          );
          return (
            <$Slide
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.slide', { current: i + 1, total: count })}
            >
              <$Ratio>
                {target?.kind === 'route' ? (
                  <$Link to={target.to}>{img}</$Link>
                ) : target?.kind === 'url' ? (
                  <$A href={target.href} target="_blank" rel="noopener noreferrer">
                    {img}
                  </$A>
                ) : (
                  img
                )}
              </$Ratio>
            </$Slide>
          );
        })}
      </$Track>
      {count > 1 && (
        <$Dots>
          {banners.map((b, i) => (
            <$Dot
              key={b.id}
              type="button"
              aria-label={t('banners.goTo', { index: i + 1 })}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </$Dots>
      )}
    </$Wrap>
  );
}

const $Wrap = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
`;

const $Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const $Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
`;

const $Ratio = styled.div`
  position: relative;
  aspect-ratio: 5 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
`;

const $Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/* the words over the artwork: light text on a dark scrim from the start edge (dark in both themes), whatever the
   picture behind */
const $Text = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['4']} 30% ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  background: linear-gradient(
    to right,
    color-mix(in srgb, ${({ theme }) => theme.color.toastBg} 80%, transparent) 0%,
    color-mix(in srgb, ${({ theme }) => theme.color.toastBg} 45%, transparent) 60%,
    transparent 100%
  );
  color: ${({ theme }) => theme.color.toastText};
  text-align: start;
  pointer-events: none;
`;

const $Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const $Summary = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const linkStyles = `
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
`;
const $Link = styled(Link)`
  ${linkStyles}
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;
const $A = styled.a`
  ${linkStyles}
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
`;

const $Dots = styled.div`
  position: absolute;
  inset: auto 0 ${({ theme }) => theme.space['2']} 0;
  display: flex;
  justify-content: center;
`;

/* 24 px tap target around a small visible dot. */
const $Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space['6']};
  height: ${({ theme }) => theme.space['6']};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ theme }) => theme.space['2']};
    height: ${({ theme }) => theme.space['2']};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.textInverse};
    opacity: 0.5;
  }
  &[aria-current='true']::before {
    width: ${({ theme }) => theme.space['4']};
    opacity: 1;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;
