import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LedgerEntry } from '@/api/wallet';
import { toEpochMs } from '@/api/schemas/primitives';
import { Dec } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { NumberText } from '@/ui/NumberText';
import { useNumberLocale } from '@/ui/_shared';
import { useAccountName } from '../../labels';

export interface EntryRowProps {
  entry: LedgerEntry;
  /** A transfer's accounts ("Spot → Futures"), shown instead of the row's own account. */
  from?: string;
  to?: string;
}

/**
 * One record, a user event (issue 28 item 8): what happened, the account and the time (the app's one date format),
 * the signed change of what the user can use with its coin, and the balance after. An event that only spends held
 * money (a lost bet, a withdrawal paid out) says how much of the held money it took, never "0.00, frozen −50".
 */
export function EntryRow({ entry, from, to }: EntryRowProps) {
  const { t, i18n } = useTranslation('wallet');
  const name = useAccountName();
  const locale = useNumberLocale();
  const where = from && to ? t('record.fromTo', { from: name(from), to: name(to) }) : name(entry.account);
  const moved = !new Dec(entry.amount).isZero();
  const held = new Dec(entry.frozen).abs();
  const at = toEpochMs(entry.time);
  const time = at === null ? entry.time : formatDateTime(at, i18n.language);
  return (
    <$Row>
      <$Main>
        <$Title>{entry.label || t('record.untitled')}</$Title>
        <$Meta>
          {where}
          {where && entry.time ? ' · ' : ''}
          <time className="tabular" dateTime={at === null ? undefined : new Date(at).toISOString()}>
            {time}
          </time>
        </$Meta>
      </$Main>
      <$Figures>
        {moved || held.isZero() ? (
          <NumberText value={entry.amount} kind="balance" suffix={` ${entry.currency}`} colorBy="self" />
        ) : (
          <$Held className="tabular">
            {t('record.fromHold', { amount: `${formatNumber(held.toFixed(), 'balance', { locale })} ${entry.currency}` })}
          </$Held>
        )}
        {entry.after !== undefined && (
          <$Meta>
            {t('record.after')} <NumberText value={entry.after} kind="balance" />
          </$Meta>
        )}
      </$Figures>
    </$Row>
  );
}

const $Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
  justify-content: space-between;
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

const $Title = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const $Meta = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Held = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Figures = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['1']};
  text-align: end;
  color: ${({ theme }) => theme.color.textPrimary};
`;
