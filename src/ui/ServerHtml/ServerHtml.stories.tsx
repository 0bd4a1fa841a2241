import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { ServerHtml } from './ServerHtml';

/** A small picture (a data URI: no network). */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48"><rect width="96" height="48" rx="8" fill="teal"/></svg>',
)}`;

const ARTICLE =
  '<p>Spot trades pay <strong>0.1 %</strong> on each side. The <a href="https://example.com/fees">fee schedule</a> lists every pair.</p>' +
  '<ul><li>No fee on deposits</li><li>Withdrawals pay the network fee only</li></ul>';

/** What a hostile or careless server might send: a script, event handlers and a `javascript:` link. */
const HOSTILE =
  '<p onclick="window.__serverHtmlHacked=1">Kept text<script>window.__serverHtmlHacked=1</script></p>' +
  `<img src="${PICTURE}" alt="Teal banner" width="96" height="48" onerror="window.__serverHtmlHacked=1">` +
  '<p><a href="javascript:window.__serverHtmlHacked=1">This link</a> is left as text.</p>';

/** Server text (news, notices, agreements, coin introductions), sanitized before it is rendered. */
const meta = preview.meta({
  title: 'UI/ServerHtml',
  component: ServerHtml,
  args: { html: ARTICLE, size: 'md' as const },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, empty: { control: false } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** Paragraphs, emphasis, a list and a link (opened in a new tab, without access to this page). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No fee on deposits')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'fee schedule' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** The smaller size, beside other content (a coin's introduction). */
export const Small = meta.story({
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No fee on deposits')).toBeVisible();
  },
});

/** The script, the handlers and the `javascript:` link are gone; the text and the picture stay. */
export const Sanitized = meta.story({
  args: { html: HOSTILE },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kept text')).toBeVisible();
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: 'Teal banner' });
    await waitFor(() => expect(picture.naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByText(/This link/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('script, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    await expect((window as { __serverHtmlHacked?: number }).__serverHtmlHacked).toBeUndefined();
  },
});

/** Nothing left after sanitizing: the `empty` fallback instead of a blank box. */
export const Empty = meta.story({
  args: { html: '<script>window.__serverHtmlHacked=1</script>', empty: <p>No introduction yet.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No introduction yet.')).toBeVisible();
    await expect((window as { __serverHtmlHacked?: number }).__serverHtmlHacked).toBeUndefined();
  },
});
