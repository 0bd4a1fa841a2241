import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LedgerEntry } from '@/api/wallet';
import { Dec } from '@/lib/decimal';
import { NumberText } from '@/ui/NumberText';
import { useAccountName } from '../../labels';

export interface EntryRowProps {
  entry: LedgerEntry;
  /** A transfer's accounts ("Spot → Futures"), shown instead of the row's own account. */
  from?: string;
  to?: string;
}

/** One record: its label and time, the account, the signed amount with its coin, and a frozen change if any. */
export function EntryRow({ entry, from, to }: EntryRowProps) {
  const { t } = useTranslation('wallet');
  const name = useAccountName();
  const where = from && to ? t('record.fromTo', { from: name(from), to: name(to) }) : name(entry.account);
  const frozen = new Dec(entry.frozen);
  return (
    <$Row>
      <$Main>
        <$Title>{entry.label || t('record.untitled')}</$Title>
        <$Meta>
          {where}
          {where && entry.time ? ' · ' : ''}
          <time className="tabular">{entry.time}</time>
        </$Meta>
      </$Main>
      <$Figures>
        <NumberText value={entry.amount} kind="balance" suffix={` ${entry.currency}`} colorBy="self" />
        {!frozen.isZero() && (
          <$Meta>
            {t('record.frozen')} <NumberText value={entry.frozen} kind="balance" />
          </$Meta>
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

const $Figures = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['1']};
  text-align: end;
  color: ${({ theme }) => theme.color.textPrimary};
`;
