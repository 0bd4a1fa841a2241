import { expect, test, type Page } from '@playwright/test';
import { DemoServer } from './server';

/**
 * Issue 11: an XSS corpus through every view that renders server HTML — the home notice, the white paper
 * page and the chart page's coin info — in Chromium against `npm start`. Every payload that ran would call
 * `__xss(n)`; the count must stay 0. The page's CSP is bypassed here, so the sanitizer alone must hold
 * (the CSP is the second wall, checked in serving.spec.ts).
 */
const server = new DemoServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());
test.use({ bypassCSP: true, serviceWorkers: 'block' });

const js = (n: number) => `__xss(${n})`;
const PAYLOADS: ((n: number) => string)[] = [
  (n) => `<script>${js(n)}</script>`,
  (n) => `<SCRIPT SRC="data:text/javascript,${js(n)}"></SCRIPT>`,
  (n) => `<img src=x onerror="${js(n)}">`,
  (n) => `<img src="x" onerror=${js(n)}//`,
  (n) => `<IMG SRC="javascript:${js(n)};">`,
  (n) => `<IMG SRC=JaVaScRiPt:${js(n)}>`,
  (n) => `<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js(n)}>`,
  (n) => `<svg onload=${js(n)}>`,
  (n) => `<svg><script>${js(n)}</script></svg>`,
  (n) => `<svg><animate onbegin=${js(n)} attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:${js(n)}"><text x="20" y="20">click</text></a></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${js(n)}>`,
  (n) => `<body onload=${js(n)}>`,
  (n) => `<iframe src="javascript:parent.${js(n)}"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.${js(n)}</script>"></iframe>`,
  (n) => `<object data="javascript:${js(n)}"></object>`,
  (n) => `<embed src="data:text/html,<script>parent.${js(n)}</script>">`,
  (n) => `<a href="javascript:${js(n)}" id="xss-a-${n}">link</a>`,
  (n) => `<a href="jav&#x09;ascript:${js(n)}" id="xss-b-${n}">tab</a>`,
  (n) => `<a href=" &#14;  javascript:${js(n)}" id="xss-c-${n}">ctrl</a>`,
  (n) => `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a><i hidden>${n}</i>`,
  (n) => `<form action="javascript:${js(n)}"><button id="xss-f-${n}">go</button></form>`,
  (n) => `<button formaction="javascript:${js(n)}">b</button>`,
  (n) => `<input autofocus onfocus=${js(n)}>`,
  (n) => `<select autofocus onfocus=${js(n)}></select>`,
  (n) => `<textarea autofocus onfocus=${js(n)}></textarea>`,
  (n) => `<details open ontoggle=${js(n)}>`,
  (n) => `<marquee onstart=${js(n)}>m</marquee>`,
  (n) => `<video><source onerror="${js(n)}"></video>`,
  (n) => `<audio src=x onerror=${js(n)}>`,
  (n) => `<div style="background:url(javascript:${js(n)})">s</div>`,
  (n) => `<div style="width:expression(${js(n)})">e</div>`,
  (n) => `<style>@import 'javascript:${js(n)}';</style>`,
  (n) => `<link rel=stylesheet href="javascript:${js(n)}">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${js(n)}">`,
  (n) => `<base href="javascript:${js(n)}//">`,
  (n) => `<div onmouseover="${js(n)}" id="xss-hover-${n}">hover</div>`,
  (n) => `<p onclick="${js(n)}" id="xss-click-${n}">click me</p>`,
  (n) => `"><script>${js(n)}</script>`,
  (n) => `'><img src=x onerror=${js(n)}>`,
  (n) => `</textarea><script>${js(n)}</script>`,
  (n) => `</title><script>${js(n)}</script>`,
  (n) => `<!--<img src="--><img src=x onerror=${js(n)}//">`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=${js(n)}>">`,
  (n) => `<template><img src=x onerror=${js(n)}></template>`,
  (n) => `<xmp><img src=x onerror=${js(n)}></xmp>`,
  (n) => `<img src=x:x onerror&#x3d;${js(n)}>`,
  (n) => `<img """><script>${js(n)}</script>">`,
  (n) => `<scr<script>ipt>${js(n)}</scr</script>ipt>`,
  (n) => `<isindex type=image src=1 onerror=${js(n)}>`,
  (n) => `<object><param name="src" value="javascript:${js(n)}"></object>`,
  (n) => `<img src="x` + '`' + `<script>${js(n)}</script>"` + '`' + `>`,
  (n) =>
    `<svg><foreignObject><iframe srcdoc="<script>parent.${js(n)}</script>"></iframe></foreignObject></svg>`,
  (n) => `<a id="xss-target-${n}" href="https://example.com" target="_self" onclick="${js(n)}">ext</a>`,
  (n) => `<img srcset="x 1x" onerror="${js(n)}">`,
  (n) => `<picture><source srcset="x"><img src=x onerror=${js(n)}></picture>`,
];

const corpus = PAYLOADS.map((payload, n) => `<div data-case="${n}">${payload(n)}</div>`).join('\n');

async function arm(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: number[]; __xss: (n: number) => void };
    w.__xssHits = [];
    w.__xss = (n) => w.__xssHits.push(n);
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

/** Pokes what a user might: hover and click every element the payloads left, then waits for late handlers. */
async function provoke(page: Page, root: string) {
  const targets = page.locator(
    `${root} [id^="xss-"], ${root} a, ${root} button, ${root} p, ${root} div[data-case]`,
  );
  const count = Math.min(await targets.count(), 150);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    await target.hover({ timeout: 500, force: true }).catch(() => undefined);
    await target
      .click({ timeout: 500, force: true, noWaitAfter: true, modifiers: ['Alt'] })
      .catch(() => undefined);
  }
  await page.waitForTimeout(1500);
}

async function executed(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __xssHits?: number[] }).__xssHits ?? ['page navigated away'],
  );
}

test(`${PAYLOADS.length} payloads through the home notice, the white paper and the coin info: none runs`, async ({
  page,
}) => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const dialogs = await arm(page);
  await page.route('**/api/news/index_pop**', (route) =>
    route.fulfill({
      json: {
        type: 'ok',
        message: { id: 777, title: 'Notice <img src=x onerror=__xss(-1)>', content: corpus },
      },
    }),
  );
  await page.route('**/api/currency/list**', async (route) => {
    // the family's { currency, legal } (wire-facts §10, decision 49)
    const original = (await (await route.fetch()).json()) as {
      type: string;
      message: { currency: { id: number; introduction: string }[] };
    };
    original.message.currency = original.message.currency.map((coin) => ({ ...coin, introduction: corpus }));
    await route.fulfill({ json: original });
  });

  // 1. The home notice.
  await page.goto(`${server.url}/h5/#/pages/index/index`);
  const notice = page.getByRole('dialog');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice.locator('[data-case]').first()).toBeAttached();
  await provoke(page, '[role="dialog"]');
  expect(await executed(page), 'home notice').toEqual([]);

  // 2. The white paper page.
  await page.goto(`${server.url}/h5/#/pages/transaction/white_paper?symbol=BTC/USDT`);
  await expect(page.locator('[data-case]').first()).toBeAttached({ timeout: 20_000 });
  await provoke(page, 'main');
  expect(await executed(page), 'white paper').toEqual([]);

  // 3. The chart page's coin info.
  await page.goto(`${server.url}/h5/#/pages/transaction/index?symbol=BTC/USDT`);
  await page.getByRole('tab', { name: 'Coin info' }).click({ timeout: 20_000 });
  await expect(page.locator('[data-case]').first()).toBeAttached({ timeout: 20_000 });
  await provoke(page, '[role="tabpanel"]');
  expect(await executed(page), 'coin info').toEqual([]);

  // Nothing dangerous survived in the markup either.
  const leftovers = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-case] *')].filter(
        (el) =>
          [...el.attributes].some((a) => /^on/i.test(a.name)) ||
          /^\s*(javascript|data|vbscript):/i.test(el.getAttribute('href') ?? '') ||
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'BASE', 'META', 'LINK'].includes(el.tagName),
      ).length,
  );
  expect(leftovers).toBe(0);
  expect(dialogs).toEqual([]);
});
