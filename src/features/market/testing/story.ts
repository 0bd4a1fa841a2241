import { expect, waitFor } from 'storybook/test';

/** Waits until no price flash is animating, so a screenshot never catches one half-way. */
export async function flashesSettled() {
  await waitFor(
    () => {
      const running = [...document.querySelectorAll('[data-flash]')].some((el) => el.getAnimations().length > 0);
      expect(running).toBe(false);
    },
    { timeout: 3000 },
  );
}
