import { expect, waitFor } from 'storybook/test';

/** Waits until no price is highlighted (a flash lasts the `flash` motion token), so a screenshot never catches one. */
export async function flashesSettled() {
  await waitFor(
    () => {
      expect(document.querySelector('[data-flash]')).toBeNull();
    },
    { timeout: 3000 },
  );
}
