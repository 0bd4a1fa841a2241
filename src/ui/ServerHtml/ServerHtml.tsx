import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { siteOrigin } from '@/api/base';
import { sanitizeHtml } from '@/lib/sanitize';

export interface ServerHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The server's HTML as it was sent: it is sanitized here, always, before it is rendered. */
  html: string;
  /** Text size: `md` for a text of its own (an agreement), `sm` beside other content (a coin's introduction). */
  size?: 'sm' | 'md';
  /** Shown instead when nothing is left after sanitizing; without it, the empty box. */
  empty?: ReactNode;
}

/**
 * Server text (news, notices, agreements, coin introductions) through the one sanitizer (`sanitizeHtml`: no
 * scripts, handlers, `javascript:` links, forms or frames; links open in a new tab; relative images get the site
 * origin), in the secondary text colour, with links in the link colour and images no wider than the column.
 */
export function ServerHtml({ html, size = 'md', empty, ...rest }: ServerHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { origin: siteOrigin() }), [html]);
  if (empty !== undefined && !clean.trim()) return empty;
  // sanitized above
  return <$Html data-size={size} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const $Html = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space['2']};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;
