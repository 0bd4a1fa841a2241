import type { BottomSheetProps } from '../BottomSheet';
import type { DialogProps } from '../Dialog';
import { lazyWhenOpen } from '../_shared/lazyWhenOpen';

/**
 * `BottomSheet` and `Dialog`, loaded the first time they open: a screen that only shows the control opening one
 * (a pair picker, an order confirmation, an action list, a help button) does not load the overlay and its
 * animation code before it renders. Same props and behaviour once loaded; closed before its first opening,
 * each renders nothing.
 */
export const LazyBottomSheet = lazyWhenOpen<BottomSheetProps>(() =>
  import('../BottomSheet').then((m) => m.BottomSheet),
);

/** `Dialog`, loaded the first time it opens (see `LazyBottomSheet`). */
export const LazyDialog = lazyWhenOpen<DialogProps>(() => import('../Dialog').then((m) => m.Dialog));
