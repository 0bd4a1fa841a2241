import { expect, waitFor } from 'storybook/test';

/** Waits until the chart under `root` has settled in `status`, then one more frame (klinecharts paints on an animation frame). */
export async function chartSettled(root: HTMLElement, status: 'ready' | 'empty' | 'error' = 'ready') {
  await waitFor(() => expect(root.querySelector(`[data-status="${status}"]`)).not.toBeNull(), { timeout: 8000 });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}
