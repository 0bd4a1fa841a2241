import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, PageScreenshotOptions } from 'playwright';
import { LOCALES } from '../../src/lib/locale.ts';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the static Storybook build (its index.json). */
export function loadStories(): StoryEntry[] {
  const file = resolve(process.env.STORYBOOK_STATIC ?? 'storybook-static', 'index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

let screens: Set<string> | undefined;

/**
 * A screen is a page's Default story (`Pages/<Area>/<Page> › Default`, or its first story when it has no
 * Default): screens are baselines in both themes and are checked in every locale.
 */
export function isScreen(story: { id: string }): boolean {
  if (!screens) {
    const stories = loadStories();
    const pageTitles = new Set(stories.filter((s) => s.title.startsWith('Pages/')).map((s) => s.title));
    screens = new Set(
      [...pageTitles].map(
        (title) =>
          (
            stories.find((s) => s.title === title && s.name === 'Default') ??
            stories.find((s) => s.title === title)!
          ).id,
      ),
    );
  }
  return screens.has(story.id);
}

/** The locales a story's layout is checked in besides English: all of them for a screen, else pseudo. */
export const localesToCheck = (story: { id: string }): string[] =>
  isScreen(story) ? [...LOCALES.filter((l) => l !== 'en'), 'pseudo'] : ['pseudo'];

/**
 * A screenshot of a page that has stopped changing: shots are taken a frame apart until two are the same
 * (as Playwright's toHaveScreenshot does), so a late paint can't make a baseline differ.
 */
export async function stableScreenshot(page: Page, options: PageScreenshotOptions): Promise<Buffer> {
  let previous = await page.screenshot(options);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const next = await page.screenshot(options);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The page kept changing: no two screenshots in a row were the same');
}

type Channel = {
  on(e: string, cb: (...a: unknown[]) => void): void;
  off(e: string, cb: (...a: unknown[]) => void): void;
  emit(e: string, p: unknown): void;
};

/** Counts the page's in-flight fetches (MSW answers them in the page), so we can wait for quiet. */
export const FETCH_TRACKER = `
  (() => {
    if (window.__pendingFetches !== undefined) return; // the context may add this script more than once
    const original = window.fetch.bind(window);
    // Fetches are counted per story (\`newStoryFetches\`): a story that holds a call open on purpose (a
    // "pending" state) must not keep the stories after it in the same page waiting.
    const pending = {};
    window.__fetchGeneration = 0;
    window.__fetchStarts = 0;
    Object.defineProperty(window, '__pendingFetches', { get: () => pending[window.__fetchGeneration] || 0 });
    window.fetch = (...args) => {
      const generation = window.__fetchGeneration;
      pending[generation] = (pending[generation] || 0) + 1;
      window.__fetchStarts++;
      return original(...args).finally(() => { pending[generation]--; });
    };
  })();
`;

/** From now on only the fetches of the story about to render count as in flight (`settle`). */
export const newStoryFetches = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __fetchGeneration?: number };
    if (w.__fetchGeneration !== undefined) w.__fetchGeneration++;
  });

interface Finished {
  event: string;
  status?: 'success' | 'error';
  violations: { id: string; help: string; nodes: { target?: unknown; html?: string }[] }[];
}

/**
 * Re-renders the current story with other globals (another locale, the light theme) and waits until it
 * has settled. Globals the story pins itself (`globals: { locale: 'pseudo' }`) are left alone: changing
 * them would not re-render it. axe runs on that render only when `axe` is set (the light theme's
 * contrast); its violations are returned.
 */
export async function setGlobals(
  page: Page,
  globals: Record<string, string>,
  { axe = false, pinned = {} as Record<string, unknown> } = {},
) {
  const changes = Object.fromEntries(Object.entries(globals).filter(([key]) => !(key in pinned)));
  if (Object.keys(changes).length === 0) return [];
  changed.add(page);
  const finished = await emitAndWait(page, 'updateGlobals', {
    globals: { ...changes, a11y: { manual: !axe } },
  });
  if (finished.event !== 'storyFinished')
    throw new Error(`The story failed to re-render with ${JSON.stringify(changes)}: ${finished.event}`);
  await settle(page);
  return finished.violations;
}

/**
 * Shows the rendered story in another language in place (the preview's `__storyLocale`: the story's locale atom
 * and i18next, as the app's language switch does), then waits until it has settled. Cheaper than a re-render
 * through the globals, which starts the story's world again (demo exchange, loaders, calls, play function) for a
 * check that needs only the strings.
 */
export async function showInLocale(page: Page, locale: string, { settle: wait = true } = {}) {
  // Whether the switch made a call (a query keyed by the language): only then is there a network to wait for.
  const called = await page.evaluate(async (code) => {
    const w = window as unknown as {
      __storyLocale(code: string): Promise<void>;
      __fetchStarts?: number;
      __pendingFetches?: number;
    };
    const before = w.__fetchStarts ?? 0;
    await w.__storyLocale(code);
    // the re-render and its effects (where a call would start) come within two frames
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (w.__fetchStarts ?? 0) !== before || (w.__pendingFetches ?? 0) > 0;
  }, locale);
  if (wait) await settle(page, { network: called });
}

/**
 * Back to the baseline's globals (English, dark, axe on) for the next story, if a check changed them:
 * awaited, so the next story never renders before the update has landed (it would render again,
 * mid-check, when it did).
 */
export async function resetGlobals(page: Page) {
  if (!changed.has(page)) return;
  changed.delete(page);
  await emitAndWait(page, 'updateGlobals', {
    globals: { locale: 'en', theme: 'dark', a11y: { manual: false } },
  });
}

const changed = new WeakSet<Page>();

// The in-page functions below bind no named inner functions: a transpiler's name helpers (esbuild's
// `__name`, as under tsx) do not exist in the page.
function emitAndWait(page: Page, event: string, payload: unknown): Promise<Finished> {
  return page.evaluate(
    ([e, p]) =>
      new Promise<Finished>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const timer = setTimeout(
          () => reject(new Error(`No render finished 20 s after ${e as string}`)),
          20_000,
        );
        for (const end of [
          'storyFinished',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ]) {
          listeners.push([
            end,
            (...args: unknown[]) => {
              clearTimeout(timer);
              for (const [name, fn] of listeners) channel.off(name, fn);
              const data = args[0] as
                | {
                    status?: 'success' | 'error';
                    reporters?: { type: string; result?: { violations?: Finished['violations'] } }[];
                  }
                | undefined;
              const a11y =
                end === 'storyFinished' ? data?.reporters?.find((r) => r.type === 'a11y') : undefined;
              resolve({ event: end, status: data?.status, violations: a11y?.result?.violations ?? [] });
            },
          ]);
        }
        for (const [name, fn] of listeners) channel.on(name, fn);
        channel.emit(e as string, p);
      }),
    [event, payload] as const,
  );
}

/**
 * Waits until what a screenshot shows has settled, by watching it, never by a fixed sleep:
 * 1. no fetch in flight for 100 ms (a story may hold a call open on purpose — "pending" states — so after
 *    1 s we go on) — skipped when the caller knows nothing was called (`network: false`: a language switch
 *    that started no call);
 * 2. fonts loaded, every image decoded, no animation running (Web Animations, CSS transitions), and the
 *    focused element the same over two consecutive frames (a sheet that moves focus in as it opens, a
 *    lazy part that arrives a moment later): a baseline never catches focus or motion half-way;
 * 3. two frames painted.
 */
export async function settle(page: Page, { network = true } = {}) {
  if (network)
    await page
      .waitForFunction(
        () => {
          const w = window as unknown as { __pendingFetches?: number; __quietSince?: number };
          const now = performance.now();
          if ((w.__pendingFetches ?? 0) > 0) {
            w.__quietSince = undefined;
            return false;
          }
          w.__quietSince ??= now;
          return now - w.__quietSince > 100;
        },
        undefined,
        { timeout: 1_000, polling: 50 },
      )
      .catch(() => undefined);
  await page.evaluate(async () => {
    (window as unknown as { __quietSince?: number }).__quietSince = undefined;
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __lastFocus?: Element | null };
        // endless ones (a spinner, a skeleton's shimmer) never settle: the screenshot's own stability check and
        // `animations: 'disabled'` take care of them
        const running = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        const focus = document.activeElement;
        const steady = w.__lastFocus === focus;
        w.__lastFocus = focus;
        return !running && steady;
      },
      undefined,
      { timeout: 3_000, polling: 'raf' },
    )
    .catch(() => undefined); // a page that keeps moving fails at the screenshot's own stability check
  await page.evaluate(async () => {
    (window as unknown as { __lastFocus?: Element | null }).__lastFocus = undefined;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Text cut off by its box, pushed off-screen sideways, or a page that scrolls sideways. */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>(
      '#storybook-root *, body > [role="dialog"] *, body > div [role="dialog"] *',
    )) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden (screen-reader only)
      const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const ellipsis = s.textOverflow === 'ellipsis';
      if (!ellipsis && el.scrollWidth > el.clientWidth + 1 && /hidden|clip/.test(s.overflowX))
        out.push(`clipped horizontally: ${label}`);
      if (
        el.scrollHeight > el.clientHeight + 2 &&
        /hidden|clip/.test(s.overflowY) &&
        !/\d/.test(s.webkitLineClamp)
      )
        out.push(`clipped vertically: ${label}`);
      // Off-screen counts only when no ancestor scrolls sideways on purpose (tab strips, tables).
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (!scroller && (r.right > vw + 1 || r.left < -1)) out.push(`off-screen: ${label}`);
    }
    if (document.documentElement.scrollWidth > vw + 1) out.push('page scrolls sideways');
    return [...new Set(out)];
  });
}
