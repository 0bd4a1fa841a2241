import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { siteOrigin } from '@/api/base';
import type { Notice } from '@/api/content';
import { sanitizeHtml } from '@/lib/sanitize';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

export interface NoticeDialogProps {
  notice: Notice;
  open: boolean;
  onClose: () => void;
}

/** Server HTML is untrusted: sanitized by the one shared sanitizer. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, { origin: siteOrigin() });
}

/**
 * The home notice pop-up (`/news/index_pop`), shown once per session. Loaded on demand (it brings the
 * sanitizer), so the home page's first chunk stays small.
 */
export default function NoticeDialog({ notice, open, onClose }: NoticeDialogProps) {
  const { t } = useTranslation('home');
  const html = useMemo(() => sanitizeNoticeHtml(notice.content), [notice.content]);
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
      {/* sanitized above */}
      {/* focusable so keyboard users can scroll a long notice */}
      <$Body tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
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
