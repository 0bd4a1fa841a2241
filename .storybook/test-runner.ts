import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story: its play function must pass (the runner does that), the render must not error,
 * and axe must find no violations (WCAG 2 A/AA). A story can opt out of single rules with
 * `parameters.a11y.config.rules`, never wholesale.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } } | undefined;
    if (a11y?.disable) return;
    const rules = Object.fromEntries((a11y?.config?.rules ?? []).map((r) => [r.id, { enabled: r.enabled }]));
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      // only violations are worth a line in the CI log
      verbose: false,
      detailedReportOptions: { html: true },
      axeOptions: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules },
    });
  },
};

export default config;
