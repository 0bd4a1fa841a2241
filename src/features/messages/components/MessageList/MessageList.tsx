import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StationMessage } from '@/api/messages';
import { formatDateTime } from '@/lib/time';
import { Collapse } from '@/ui/Collapse';
import { ServerHtml } from '@/ui/ServerHtml';
import { visuallyHidden } from '@/ui/_shared';

export interface MessageListProps {
  messages: readonly StationMessage[];
  /** The open message (one at a time), or null. */
  openId: number | null;
  /** A message was opened (its id) or closed (null). */
  onToggle: (id: number | null) => void;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Text of server HTML for a one-line label (React escapes it; the body itself is sanitized). */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The station messages, newest first, as an accordion: each heading shows the title, the time and an unread mark
 * (a dot, and "Unread" for assistive technology); opening one shows its sanitized body. Above, how many are unread.
 */
export function MessageList({ messages, openId, onToggle }: MessageListProps) {
  const { t, i18n } = useTranslation('messages');
  const unread = messages.filter((m) => m.unread).length;
  const items = messages.map((m) => ({
    id: String(m.id),
    title: (
      <$Head data-unread={m.unread || undefined}>
        <$Dot aria-hidden="true" />
        {m.unread && (
          <>
            <$Hidden>{t('unread')}</$Hidden>{' '}
          </>
        )}
        <$Title>{m.title || textOf(m.content).slice(0, 80) || t('noTitle')}</$Title>
        {/* a space between title and time in the button's name (a grid lays out no whitespace) */}{' '}
        {m.createdAt !== null && <$Time className="tabular">{formatDateTime(m.createdAt, i18n.language)}</$Time>}
      </$Head>
    ),
    // only the open message's body is built (a list can hold hundreds)
    content: m.id === openId ? <ServerHtml html={m.content} /> : null,
  }));

  return (
    <section aria-label={t('list.label')}>
      <$Summary role="status">{unread > 0 ? t('summary', { count: unread }) : t('summary.none')}</$Summary>
      <Collapse
        accordion
        headingLevel={2}
        items={items}
        open={openId === null ? [] : [String(openId)]}
        onChange={(open) => onToggle(open.length > 0 ? Number(open[open.length - 1]) : null)}
      />
    </section>
  );
}

const $Summary = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Head = styled.span`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space['2']} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space['2']};
  row-gap: ${({ theme }) => theme.space['1']};
  align-items: center;
`;

const $Dot = styled.span`
  width: ${({ theme }) => theme.space['2']};
  height: ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.pill};
  [data-unread] > & {
    background: ${({ theme }) => theme.color.brand};
  }
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;

const $Title = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.textSecondary};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  overflow-wrap: anywhere;
  [data-unread] > & {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const $Time = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

