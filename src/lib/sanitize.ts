import DOMPurify from 'dompurify';

/**
 * Server HTML (news, notices, coin introductions, agreements) is sanitized before it is rendered,
 * always: scripts, event handlers, `javascript:` URLs, forms and frames are removed (a link left without
 * its address becomes its plain text); links open in a new tab without access to this page; relative
 * image paths get the site origin (spec §7); an image without `alt` gets an empty one (decorative).
 */
export function sanitizeHtml(html: string, options: { origin?: string } = {}): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a')) {
    // a link whose address was removed (`javascript:`…) goes nowhere: its text stays, not as a link
    if (!a.hasAttribute('href')) {
      a.replaceWith(...a.childNodes);
      continue;
    }
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  // an image the server gave no description is decoration to a screen reader, not an unnamed picture
  for (const img of clean.querySelectorAll('img')) if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  if (options.origin) {
    for (const img of clean.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '';
      if (src && !/^(https?:|data:|blob:)/i.test(src)) img.setAttribute('src', `${options.origin}/${src.replace(/^\/+/, '')}`);
    }
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
