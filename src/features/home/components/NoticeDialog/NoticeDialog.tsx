import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { siteOrigin } from '@/api/base';
import type { Notice } from '@/api/content';
import { sanitizeHtml } from '@/lib/sanitize';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { linkTarget } from '../../links';

export interface NoticeDialogProps {
  notice: Notice;
  open: boolean;
  onClose: () => void;
  /** Page paths that are built: an in-app link to any other page becomes plain text. */
  available: ReadonlySet<string>;
}

/**
 * Server HTML is untrusted: sanitized by the one shared sanitizer. Then its in-app links (`#/pages/…`,
 * `/pages/…`) are resolved against the built pages: a built page opens in the app (same tab, marked with
 * `data-route`), a page not built yet keeps its text without a link (never "Page not found"). Other links
 * (web addresses) stay as the sanitizer left them: a new tab without access to this page.
 */
export function sanitizeNoticeHtml(html: string, available: ReadonlySet<string>): string {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html, { origin: siteOrigin() });
  for (const a of box.querySelectorAll('a')) {
    const href = (a.getAttribute('href') ?? '').trim();
    if (!/^#?\/pages\//.test(href)) continue;
    const target = linkTarget(href, available);
    if (target?.kind === 'route') {
      a.setAttribute('href', `#${target.to}`);
      a.setAttribute('data-route', target.to);
      a.removeAttribute('target');
      a.removeAttribute('rel');
    } else {
      a.replaceWith(...a.childNodes);
    }
  }
  return box.innerHTML;
}

/**
 * The home notice pop-up (`/news/index_pop`), shown once per notice. Loaded on demand (it brings the
 * sanitizer), so the home page's first chunk stays small. Following an in-app link closes it first (so the
 * owner remembers it as seen), then opens the page.
 */
export default function NoticeDialog({ notice, open, onClose, available }: NoticeDialogProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const html = useMemo(() => sanitizeNoticeHtml(notice.content, available), [notice.content, available]);
  const openRoute = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[data-route]');
    const to = link?.getAttribute('data-route');
    if (!to || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onClose(); // the user has read it: following its link counts as closing it
    void navigate(to);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={notice.title || t('notice.title')}
      actions={
        <Button block onClick={onClose}>
          {t('notice.close')}
        </Button>
      }
    >
      {/* sanitized above; the click handler only routes the in-app links the sanitizer step marked */}
      {/* focusable so keyboard users can scroll a long notice */}
      <$Body tabIndex={0} onClick={openRoute} dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  );
}

const $Body = styled.div`
  max-height: 50dvh;
  overflow: auto;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${({ theme }) => theme.color.link};
  }
`;
