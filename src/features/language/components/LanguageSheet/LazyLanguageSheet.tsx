import { lazyWhenOpen } from '@/ui/_shared';
import type { LanguageSheetProps } from './LanguageSheet';

/**
 * The language sheet, loaded when it is first opened: the sheet brings the bottom sheet and its animation
 * code, which a page that only shows a globe (the home header) must not load before its first screen.
 * This file imports the sheet only lazily, so the feature's door can export it without pulling it in.
 */
export const LazyLanguageSheet = lazyWhenOpen<LanguageSheetProps>(() =>
  import('./LanguageSheet').then((m) => m.LanguageSheet),
);
