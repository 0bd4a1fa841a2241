import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { CDPSession, Page } from 'playwright';
import {
  FETCH_TRACKER,
  findLayoutProblems,
  isScreen,
  localesToCheck,
  newStoryFetches,
  resetGlobals,
  setGlobals,
  settle,
  showInLocale,
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
 * 4. no text may be clipped or pushed off-screen when shown in other locales (switched in place, as the app
 *    switches language): every screen in all ten locales and the 40 %-longer pseudo-locale, every other story
 *    in pseudo.
 * Baselines change only with `npm run test:stories:update`, on purpose.
 */
const SCREENSHOTS = resolve('tests/stories/__screenshots__');
const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();
const visitStarted = new WeakMap<Page, number>();
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
    // The Storybook's root, whatever path the runner was given (scripts/story-pass.ts serves the runner its
    // own index under /runner/).
    await page.goto(new URL('/iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async preVisit(page) {
    visitStarted.set(page, Date.now());
    await newStoryFetches(page);
  },
  async postVisit(page, context) {
    if (context.hasFailure) return;
    if (process.env.STORY_DEBUG)
      console.log(`${context.id} runner ${Date.now() - (visitStarted.get(page) ?? 0)}`);
    let current = page;
    try {
      current = await focusAsFirstStory(page, context);
      await checkStory(current, context, { settled: current === page });
    } finally {
      await resetGlobals(current);
    }
  },
};

/**
 * A layer that opens with the story (a dialog, a sheet) takes focus as it mounts; rendered after many other
 * stories in one page (scripts/story-pass.ts batches them), that focus was sometimes gone by the time of the
 * screenshot — something left by an earlier story, not the story itself. Such a story is visited once more
 * in a fresh page, as the first story of its page: what its baseline shows never depends on its neighbours.
 */
async function focusAsFirstStory(page: Page, context: TestContext): Promise<Page> {
  await settle(page);
  const lost = await page.evaluate(
    () =>
      document.querySelector('[aria-modal="true"], [role="dialog"]') !== null &&
      (document.activeElement === null || document.activeElement === document.body),
  );
  if (!lost) return page;
  const g = globalThis as unknown as {
    jestPlaywright: { resetPage(): Promise<void> };
    __sbSetupPage(page: Page, context: unknown): Promise<void>;
    page: Page;
    context: unknown;
  };
  await g.jestPlaywright.resetPage();
  await g.__sbSetupPage(g.page, g.context);
  await g.page.evaluate(
    ({ id }) => (window as unknown as { __test(id: string): Promise<unknown> }).__test(id),
    { id: context.id },
  );
  return g.page;
}

/**
 * Screenshots and the layout pass, after the runner has rendered the story, run its play function and axe
 * (`settled`: the page has just been waited on, by `focusAsFirstStory`).
 */
async function checkStory(page: Page, context: TestContext, { settled }: { settled: boolean }) {
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.STORY_DEBUG && console.log(`${context.id} ${what} ${Date.now() - t0}`);
  const story = await getStoryContext(page, context);
  const tags = story.tags ?? [];
  const pinned = story.storyGlobals ?? {};
  if (!settled) await settle(page);
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
      expect(
        violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes.map((n) => n.html ?? '').join(' | ')}`,
        ),
      ).toEqual([]);
      await matchBaseline(page, `${context.id}--light`, mask);
    }
  }

  lap('shots');
  const problems = (await findLayoutProblems(page)).map((p) => `[en] ${p}`);
  // A story that pins its language is checked in that language only.
  const locales = 'locale' in pinned ? [] : localesToCheck(context);
  for (const locale of locales) {
    const l0 = Date.now();
    await showInLocale(page, locale);
    const l1 = Date.now();
    problems.push(...(await findLayoutProblems(page)).map((p) => `[${locale}] ${p}`));
    if (process.env.STORY_DEBUG) console.log(`${context.id} loc-${locale} ${l1 - l0} ${Date.now() - l1}`);
  }
  // back to English for the next story of this page (the theme and axe come back with resetGlobals); nothing to
  // wait for: the next story renders from scratch
  if (locales.length > 0) await showInLocale(page, 'en', { settle: false });
  lap('locales');
  if (problems.length > 0)
    throw new Error(`Layout problems in ${story.title} › ${story.name}:\n${problems.join('\n')}`);
}

/**
 * Whether a focused element shows its focus ring depends on Chromium's focus-visible heuristic: on the input
 * that came before (a key, a click, none) and on whether the element focus came from showed a ring — that is,
 * on the stories this page rendered earlier, not on the story. A baseline shows where focus is, always drawn:
 * the focused element is forced into `:focus-visible` (DevTools' "force state") for the screenshot. Where
 * focus goes is the story's own behaviour (its play function asserts it where it matters).
 */
async function showFocus(page: Page): Promise<() => Promise<void>> {
  if (!cdpSessions.has(page)) cdpSessions.set(page, page.context().newCDPSession(page));
  const cdp = await cdpSessions.get(page)!;
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'document.activeElement === document.body ? null : document.activeElement',
  });
  if (!result.objectId) return async () => undefined;
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId });
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['focus', 'focus-visible'] });
  return async () => {
    await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] }).catch(() => undefined);
  };
}

async function matchBaseline(page: Page, name: string, mask: ReturnType<Page['locator']>[]) {
  const release = await showFocus(page);
  try {
    await shootAndCompare(page, name, mask);
  } finally {
    await release();
  }
}

async function shootAndCompare(page: Page, name: string, mask: ReturnType<Page['locator']>[]) {
  // A live price's highlight (`data-flash`) is transient: its behaviour is asserted by play functions and unit
  // tests; a baseline shows the settled cell, as it did when the flash was an animation `disabled` ended.
  const style = '[data-flash] { background: none !important; }';
  const options = {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask,
    style,
  } as const;
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
