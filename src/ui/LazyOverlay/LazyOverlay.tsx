import type { BottomSheetProps } from '../BottomSheet';
import { lazyWhenOpen } from '../_shared/lazyWhenOpen';

/**
 * `BottomSheet`, loaded the first time it opens: a screen that only shows the control opening one (a pair
 * picker, an order confirmation, an action list) does not load the sheet and its animation code before it
 * renders. Same props and behaviour once loaded; closed before its first opening, it renders nothing.
 */
export const LazyBottomSheet = lazyWhenOpen<BottomSheetProps>(() =>
  import('../BottomSheet').then((m) => m.BottomSheet),
);

