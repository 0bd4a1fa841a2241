import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DepositRecord, ReviewState } from '@/api/wallet/deposit';
import { uploadedUrl } from '@/api/uploads';
import type { WithdrawRecord } from '@/api/wallet/withdraw';
import { formatDateTime } from '@/lib/time';
import { NumberText } from '@/ui/NumberText';
import { Tag, type TagTone } from '@/ui/Tag';
import { Figures } from '../Figures';

const TONE: Record<ReviewState, TagTone> = { pending: 'info', done: 'success', refused: 'danger' };

export type FundingRowProps =
  | { kind: 'deposit'; record: DepositRecord }
  | { kind: 'withdraw'; record: WithdrawRecord };

/**
 * One deposit or withdrawal: coin, amount, state (in words, not colour alone), time, network and address; a refused
 * one also says why, when the server gives a reason (decision 91).
 */
export function FundingRow(props: FundingRowProps) {
  const { t, i18n } = useTranslation('wallet');
  const r = props.record;
  const title = t(props.kind === 'deposit' ? 'fundRecords.deposit' : 'fundRecords.withdrawal', { coin: r.coin });
  return (
    <$Row>
      <$Head>
        <$Title>{title}</$Title>
        <Tag tone={TONE[r.state]}>{t(`fundRecords.state.${r.state}`)}</Tag>
      </$Head>
      <Figures variant="plain">
        {r.state === 'refused' && r.reason && (
          <>
            <dt>{t('fundRecords.reason')}</dt>
            <dd>{r.reason}</dd>
          </>
        )}
        <dt>{t('fundRecords.amount')}</dt>
        <dd className="tabular"><NumberText value={r.amount} kind="balance" suffix={` ${r.coin}`} /></dd>
        {props.kind === 'withdraw' && (
          <>
            <dt>{t('fundRecords.fee')}</dt>
            <dd className="tabular"><NumberText value={props.record.fee} kind="fee" /></dd>
            <dt>{t('fundRecords.arrival')}</dt>
            <dd className="tabular"><NumberText value={props.record.arrival} kind="balance" /></dd>
          </>
        )}
        <dt>{props.kind === 'withdraw' && props.record.toBank ? t('fundRecords.bank') : t('fundRecords.address')}</dt>
        <dd className="tabular">
          {'chain' in r && r.chain ? `${r.chain} · ` : ''}
          {r.address}
        </dd>
        {props.kind === 'deposit' && props.record.voucher && (
          <>
            <dt>{t('fundRecords.voucher')}</dt>
            <dd>
              <a href={uploadedUrl(props.record.voucher)} target="_blank" rel="noreferrer">
                {t('fundRecords.viewVoucher')}
              </a>
            </dd>
          </>
        )}
        <dt>{t('fundRecords.time')}</dt>
        <dd className="tabular">{r.time === null ? '--' : formatDateTime(r.time, i18n.language)}</dd>
      </Figures>
    </$Row>
  );
}

const $Row = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;
