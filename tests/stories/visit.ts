import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the static Storybook build (its index.json). */
export function loadStories(): StoryEntry[] {
  const file = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

type Channel = { once(e: string, cb: (...a: unknown[]) => void): void; emit(e: string, p: unknown): void };

/** Counts the page's in-flight fetches (MSW answers them in the page), so we can wait for quiet. */
export const FETCH_TRACKER = `
  (() => {
    const original = window.fetch.bind(window);
    window.__pendingFetches = 0;
    window.fetch = (...args) => {
      window.__pendingFetches++;
      return original(...args).finally(() => { window.__pendingFetches--; });
    };
  })();
`;

/**
 * Shows a story in the page's one Storybook iframe: the first call loads the iframe, later calls
 * switch stories through Storybook's channel (no reload: fonts and bundles stay warm).
 */
export async function showStory(page: Page, id: string) {
  if (!page.url().includes('/iframe.html')) {
    await page.goto(`/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(
      () => {
        const r = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        return ['finished', 'completed', 'errored', 'aborted'].includes(r?.phase ?? '');
      },
      undefined,
      { timeout: 60_000 },
    );
  } else {
    await emitAndWait(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
  }
  await settle(page);
}

/** Re-renders the current story with other globals (e.g. another locale). */
export async function setGlobals(page: Page, globals: Record<string, string>) {
  await emitAndWait(page, 'updateGlobals', { globals });
  await settle(page);
}

async function emitAndWait(page: Page, event: string, payload: unknown) {
  await page.evaluate(
    ([e, p]) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(resolve, 20_000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        for (const end of [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ])
          channel.once(end, done);
        channel.emit(e as string, p);
      }),
    [event, payload] as const,
  );
}

/**
 * No fetch in flight for a moment (a story may hold a call open on purpose — "pending" states — so
 * after 1 s we go on), fonts loaded, two frames painted.
 */
async function settle(page: Page) {
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
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (!scroller && (r.right > vw + 1 || r.left < -1)) out.push(`off-screen: ${label}`);
    }
    if (document.documentElement.scrollWidth > vw + 1) out.push('page scrolls sideways');
    return [...new Set(out)];
  });
}
