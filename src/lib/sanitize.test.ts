// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps the content', () => {
    const out = sanitizeHtml(
      '<p>Hello <strong>there</strong><script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(out).toContain('<strong>there</strong>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
  });
  it('leaves the text of a link whose address was removed, not a link that goes nowhere', () => {
    const out = sanitizeHtml('<p>Read <a href="javascript:alert(1)">the <b>terms</b></a> first.</p><a href="https://example.com">ok</a>');
    expect(out).toContain('<p>Read the <b>terms</b> first.</p>');
    expect(out.match(/<a /g)).toHaveLength(1);
  });
  it('makes links safe new-tab links and prefixes relative images with the origin', () => {
    const out = sanitizeHtml('<a href="https://example.com">a</a><img src="/upload/a.png"><img src="https://cdn.test/b.png">', {
      origin: 'https://m.example.com',
    });
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('src="https://m.example.com/upload/a.png"');
    expect(out).toContain('src="https://cdn.test/b.png"');
  });
  it('gives an image without a description an empty alt, and keeps the server’s own', () => {
    const out = sanitizeHtml('<img src="/a.png" onerror="alert(1)"><img src="/b.png" alt="Chart of BTC">');
    expect(out).toContain('<img src="/a.png" alt="">');
    expect(out).toContain('alt="Chart of BTC"');
    expect(out).not.toContain('onerror');
  });
});
