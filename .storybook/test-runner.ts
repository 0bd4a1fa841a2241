import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import {
  FETCH_TRACKER,
  findLayoutProblems,
  isScreen,
  localesToCheck,
  resetGlobals,
  setGlobals,
  settle,
  stableScreenshot,
} from '../tests/stories/visit.ts';

/**
 * The one story pass (`npm run test:stories`): every story of the static build is opened once, and in
 * that visit
 * 1. its play function must pass and its render must not error (the runner does that);
 * 2. axe must find no WCAG 2.1 A/AA violation: the a11y addon runs axe after the play function
 *    (`parameters.a11y.test: 'error'` in preview.tsx) and the runner fails the story on its report;
 * 3. its full-page screenshot (dark theme, English, 390×844) must match its baseline in
 *    tests/stories/__screenshots__ — and a screen's Default story also in the light theme — unless the
 *    story is tagged `no-visual` (behaviour only: throttled clicks, keyboard paths…);
 * 4. no text may be clipped or pushed off-screen when re-rendered in other locales: every screen in all
 *    ten locales and the 40 %-longer pseudo-locale, every other story in pseudo.
 * Baselines change only with `npm run test:stories:update`, on purpose.
 */
const SCREENSHOTS = resolve('tests/stories/__screenshots__');
const DIFFS = resolve('test-results/stories');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    mkdirSync(DIFFS, { recursive: true });
  },
  async prepare({ page, browserContext }) {
    await browserContext.addInitScript(FETCH_TRACKER);
    if (process.env.STORY_DEBUG) {
      page.on('load', () => console.log(`LOAD ${page.url()}`));
      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('Page.enable');
      cdp.on('Page.frameRequestedNavigation', (e) => console.log(`NAVREQ ${JSON.stringify(e)}`));
      page.on('console', (m) => console.log(`CONSOLE ${m.type()} ${m.text().slice(0, 300)}`));
    }
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async postVisit(page, context) {
    if (context.hasFailure) return;
    try {
      await checkStory(page, context);
    } finally {
      await resetGlobals(page);
    }
  },
};

/** Screenshots and the layout pass, after the runner has rendered the story, run its play function and axe. */
async function checkStory(page: Page, context: TestContext) {
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.STORY_DEBUG && console.log(`${context.id} ${what} ${Date.now() - t0}`);
  const story = await getStoryContext(page, context);
  const tags = story.tags ?? [];
  const pinned = story.storyGlobals ?? {};
  await settle(page);
  lap('settled');

  if (!tags.includes('no-visual')) {
    // A story tagged `mask-chart` is about something beside the chart (order book, trades, coin info,
    // stale marks): its canvas is masked, because klinecharts' axis layout is not reproducible to the
    // pixel from run to run. The chart's own stories keep the canvas in their baselines.
    const mask = tags.includes('mask-chart') ? [page.locator('#storybook-root canvas')] : [];
    await matchBaseline(page, context.id, mask);
    if (isScreen(context)) {
      // The light theme is a baseline of its own, and axe checks its contrast too.
      const violations = await setGlobals(page, { theme: 'light' }, { axe: true, pinned });
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      await matchBaseline(page, `${context.id}--light`, mask);
    }
  }

  lap('shots');
  const problems = (await findLayoutProblems(page)).map((p) => `[en] ${p}`);
  for (const locale of localesToCheck(context)) {
    await setGlobals(page, { locale }, { pinned });
    problems.push(...(await findLayoutProblems(page)).map((p) => `[${locale}] ${p}`));
  }
  lap('locales');
  if (problems.length > 0)
    throw new Error(`Layout problems in ${context.title} › ${context.name}:\n${problems.join('\n')}`);
}

async function matchBaseline(page: Page, name: string, mask: ReturnType<Page['locator']>[]) {
  // A live price's highlight (`data-flash`) is transient: its behaviour is asserted by play functions and unit
  // tests; a baseline shows the settled cell, as it did when the flash was an animation `disabled` ended.
  const style = '[data-flash] { background: none !important; }';
  const options = { fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css', mask, style } as const;
  // The common case costs one screenshot: the same bytes as the baseline file are the same pixels.
  const updating = expect.getState().snapshotState._updateSnapshot === 'all';
  const baseline = join(SCREENSHOTS, `${name}.png`);
  if (!updating && existsSync(baseline) && (await page.screenshot(options)).equals(readFileSync(baseline)))
    return;
  const image = await stableScreenshot(page, options);
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: SCREENSHOTS,
    customSnapshotIdentifier: name,
    customDiffDir: DIFFS,
    storeReceivedOnFailure: true,
    // Same pixels or a failure: the fonts, the browser and the clock are fixed (tests/browser.ts).
    failureThreshold: 0,
    failureThresholdType: 'pixel',
    customDiffConfig: { threshold: 0.2 },
  });
}

export default config;
