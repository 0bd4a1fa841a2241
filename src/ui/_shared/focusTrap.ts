import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Stack of open modal layers: only the top one handles Escape and traps Tab. */
const stack: object[] = [];

interface Options {
  /** Called when Escape is pressed while this layer is on top. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable child, then the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Traps Tab focus inside `ref` while `active`, closes on Escape, and gives focus back to whatever
 * had it before the layer opened (unless another layer has taken it since). Focus moves in the commit that shows the layer (a layout effect): a
 * key pressed as soon as the layer is there, or a screen reader announcing it, finds focus inside.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, { onEscape, initialFocus }: Options = {}) {
  useLayoutEffect(() => {
    if (!active) return;
    const root = ref.current;
    if (!root) return;
    const token = {};
    stack.push(token);
    const previous = document.activeElement as HTMLElement | null;
    const first = initialFocus?.current ?? focusableWithin(root)[0] ?? root;
    first.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (e.key === 'Escape') {
        if (onEscape) {
          e.stopPropagation();
          onEscape();
        }
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableWithin(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === firstItem || current === root)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && current === lastItem) {
        e.preventDefault();
        firstItem.focus();
      } else if (!root.contains(current)) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      const i = stack.indexOf(token);
      if (i >= 0) stack.splice(i, 1);
      // Give focus back only if it is still this layer's (or lost with it): a layer that opened meanwhile (a
      // confirmation after a sheet that closes with an animation) keeps the focus it took.
      const now = document.activeElement;
      const ours = !now || now === document.body || root.contains(now);
      if (ours && previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
    // onEscape is read through the latest closure on purpose: re-binding on each render would steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
