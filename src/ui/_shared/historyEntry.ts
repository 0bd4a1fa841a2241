import { useEffect, useRef, useState } from 'react';
import { openOverlayEntry, type OverlayEntry } from '@/lib/overlayHistory';
import { useLatest } from './hooks';

/**
 * Gives a modal layer (sheet, dialog) one browser history entry while `open` (issue 28): Back closes it alone
 * through `onBack` and stays on the page; closed by its own means, it takes its entry back out. Once in the shared
 * primitives (`BottomSheet`, `Dialog`), so every sheet and dialog does it. Inert until the app attaches the
 * overlay history (`src/lib/overlayHistory.ts`): stories and tests render as before.
 *
 * A layer that stays open after Back (its owner ignored the close, or showed the next queued question) takes a
 * new entry, so an open layer always has one. React StrictMode's second run of the effect keeps the first entry.
 */
export function useHistoryEntry(open: boolean, onBack: () => void) {
  const back = useLatest(onBack);
  const held = useRef<OverlayEntry | null>(null);
  // bumped when Back took the entry out: an open layer then takes a new one
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!open) return;
    const entry = held.current?.revive()
      ? held.current
      : openOverlayEntry(() => {
          setRound((n) => n + 1);
          back.current();
        });
    held.current = entry;
    return () => entry.release();
  }, [open, round, back]);
}
