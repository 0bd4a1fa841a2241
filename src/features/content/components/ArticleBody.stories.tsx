import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ok } from '@/testing';
import { Pad } from '@/ui/_shared/stories';
import { ArticleBody } from './ArticleBody';

const DETAIL = '*/api/news/detail';

/**
 * Hostile server HTML (as the demo's article 4013 carries it, with a picture that fails to decode offline, so the
 * `onerror` would run if it survived): a script, an event handler, a `javascript:` link beside a safe one.
 */
const HOSTILE =
  '<p>Most assets sit in <strong>cold storage</strong>.</p>' +
  '<script>window.__articleXss = "script"</script>' +
  '<p><img src="data:image/gif;base64,AAAA" onerror="window.__articleXss = \'onerror\'" alt="Broken picture"></p>' +
  '<p><a href="javascript:window.__articleXss = \'link\'">Unsafe link</a> · <a href="https://example.com/security">Security page</a></p>';

/** The article's HTML from the story's demo exchange (`/news/detail`), sanitized before it is shown. */
const meta = preview.meta({
  title: 'Content/ArticleBody',
  component: ArticleBody,
  args: { id: 4001 },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'news centre' }, { timeout: 5000 })).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/**
 * Script, handler and `javascript:` URL are gone (that link is plain text); the text, the picture's alt and
 * the safe link stay.
 */
export const Sanitized = meta.story({
  args: { id: 4013 },
  beforeEach({ msw }) {
    msw.use(http.post(DETAIL, () => HttpResponse.json(ok({ id: 4013, title: 'How we keep your assets safe', content: HOSTILE }))));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('cold storage', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByAltText('Broken picture')).toBeInTheDocument();
    // the unsafe link is plain text now: no link that goes nowhere
    await expect(canvas.getByText(/Unsafe link/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Unsafe link' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Security page' })).toHaveAttribute('target', '_blank');
    // the broken picture has had its chance to fire
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as unknown as { __articleXss?: string }).__articleXss).toBeUndefined();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(DETAIL, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(DETAIL, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This article could not be loaded', {}, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
