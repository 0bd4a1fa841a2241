import { lazy, Suspense, useState } from 'react';
import type { LanguageSheetProps } from './LanguageSheet';

const Sheet = lazy(() => import('./LanguageSheet').then((m) => ({ default: m.LanguageSheet })));

/**
 * The language sheet, loaded when it is first opened: the sheet brings the bottom sheet and its animation
 * code, which a page that only shows a globe (the home header) must not load before its first screen.
 * This file imports the sheet only lazily, so the feature's door can export it without pulling it in.
 */
export function LazyLanguageSheet(props: LanguageSheetProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
