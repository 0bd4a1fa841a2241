import { AnimatePresence, m } from 'framer-motion';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CloseOnNavigation, Portal, useFocusTrap, useReducedMotion } from '../_shared';
import { MotionScope } from '../_shared/MotionScope';
import { useScrollLock } from '../_shared/Overlay';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from '../Icon';
import { IconButton } from '../IconButton';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  open: boolean;
  onClose: () => void;
  images: readonly ViewerImage[];
  /** Image shown first. */
  index?: number;
  onIndexChange?: (index: number) => void;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1;

/**
 * Full-screen image viewer: a labelled modal dialog (focus trapped, Escape closes, focus returns), zoom
 * in/out buttons, pinch and double-tap to zoom, drag to pan when zoomed, previous/next for several
 * images. Pinching and panning write CSS variables through a ref — no render per pointer move.
 */
export function ImageViewer(props: ImageViewerProps) {
  return (
    <Portal>
      <MotionScope>
        <AnimatePresence>{props.open && props.images.length > 0 && <ViewerLayer key="viewer" {...props} />}</AnimatePresence>
      </MotionScope>
    </Portal>
  );
}

function ViewerLayer({ onClose, images, index: start = 0, onIndexChange }: ImageViewerProps) {
  const { t } = useTranslation('ui');
  const reduce = useReducedMotion();
  const panel = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null);
  const pan = useRef({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), images.length - 1));
  const [zoom, setZoom] = useState(ZOOM_MIN);
  /** The zoom being shown, also mid-pinch (written to the DOM, committed to state when the fingers lift). */
  const liveZoom = useRef(ZOOM_MIN);
  useFocusTrap(panel, true, { onEscape: onClose });
  useScrollLock(true);

  const setPan = (x: number, y: number) => {
    pan.current = { x, y };
    stage.current?.style.setProperty('--pan-x', `${x}px`);
    stage.current?.style.setProperty('--pan-y', `${y}px`);
  };
  const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
  const applyZoom = (z: number) => {
    const next = clampZoom(z);
    liveZoom.current = next;
    setZoom(next);
    if (next === ZOOM_MIN) setPan(0, 0);
  };
  const go = (i: number) => {
    setIndex(i);
    applyZoom(ZOOM_MIN);
    onIndexChange?.(i);
  };

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2) {
      drag.current = null;
      pinch.current = { distance: spread(), zoom: liveZoom.current };
    } else if (liveZoom.current > ZOOM_MIN) {
      drag.current = { x: e.clientX, y: e.clientY, px: pan.current.x, py: pan.current.y };
    }
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const p = pinch.current;
    if (p && pointers.current.size === 2 && p.distance > 0) {
      // pinch: scale by the change in finger spread, straight into the CSS variable
      liveZoom.current = clampZoom((p.zoom * spread()) / p.distance);
      stage.current?.style.setProperty('--zoom', String(liveZoom.current));
      return;
    }
    const d = drag.current;
    if (d) setPan(d.px + (e.clientX - d.x) / liveZoom.current, d.py + (e.clientY - d.y) / liveZoom.current);
  };
  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    drag.current = null;
    if (pinch.current && pointers.current.size < 2) {
      pinch.current = null;
      applyZoom(liveZoom.current);
    }
  };

  const image = images[index]!;
  const many = images.length > 1;
  return (
    <$Layer
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={t('imageViewer.label')}
      tabIndex={-1}
      initial={reduce ? false : { opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0, transition: { duration: reduce ? 0 : 0.15 } }}
      transition={{ duration: reduce ? 0 : 0.2 }}
    >
      <CloseOnNavigation onClose={onClose} />
      <$Bar>
        <IconButton icon={X} aria-label={t('imageViewer.close')} onClick={onClose} filled />
        {many && <$Count aria-live="polite">{t('imageViewer.position', { index: index + 1, total: images.length })}</$Count>}
        <$Zoom>
          <IconButton icon={ZoomOut} aria-label={t('imageViewer.zoomOut')} throttleMs={0} disabled={zoom <= ZOOM_MIN} onClick={() => applyZoom(zoom - ZOOM_STEP)} filled />
          <IconButton icon={ZoomIn} aria-label={t('imageViewer.zoomIn')} throttleMs={0} disabled={zoom >= ZOOM_MAX} onClick={() => applyZoom(zoom + ZOOM_STEP)} filled />
        </$Zoom>
      </$Bar>
      <$Stage
        ref={stage}
        data-zoomed={zoom > ZOOM_MIN || undefined}
        style={{ '--zoom': zoom } as CSSProperties}
        onDoubleClick={() => applyZoom(zoom > ZOOM_MIN ? ZOOM_MIN : 2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <$Img src={image.src} alt={image.alt} draggable={false} />
      </$Stage>
      {many && (
        <$Nav>
          <IconButton icon={ChevronLeft} aria-label={t('imageViewer.previous')} throttleMs={0} disabled={index === 0} onClick={() => go(index - 1)} filled />
          <IconButton icon={ChevronRight} aria-label={t('imageViewer.next')} throttleMs={0} disabled={index === images.length - 1} onClick={() => go(index + 1)} filled />
        </$Nav>
      )}
    </$Layer>
  );
}

const $Layer = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bgPage};
  color: ${({ theme }) => theme.color.textPrimary};
  padding: env(safe-area-inset-top) 0 env(safe-area-inset-bottom);
  &:focus {
    outline: none;
  }
`;

const $Bar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']};
`;

const $Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const $Zoom = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Stage = styled.div`
  --pan-x: 0px;
  --pan-y: 0px;
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  touch-action: none;
  &[data-zoomed] {
    cursor: grab;
  }
`;

const $Img = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  transform: scale(var(--zoom)) translate(var(--pan-x), var(--pan-y));
  transition: transform ${({ theme }) => theme.motion.normal} ease-out;
  user-select: none;
  [data-zoomed] > & {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const $Nav = styled.div`
  display: flex;
  flex: none;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space['2']};
`;
