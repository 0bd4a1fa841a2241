import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { builtPaths, paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { ConfirmSummary, type SummaryRow } from '@/ui/ConfirmSummary';
import { Clock, Icon } from '@/ui/Icon';
import { LazyBottomSheet } from '@/ui/LazyOverlay';
import { NumberText } from '@/ui/NumberText';
import type { WithdrawReview } from '../../withdrawForm';

export interface WithdrawSheetProps {
  /** The withdrawal checked (kept while the sheet closes). */
  review: WithdrawReview | null;
  /** `confirm`: asking before it is sent; `submitted`: it was accepted and waits for review; null: closed. */
  phase: 'confirm' | 'submitted' | null;
  submitting?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The figures of a withdrawal: amount, fee, what arrives, and where to (address and network, or the bank card). */
function useRows(review: WithdrawReview | null): SummaryRow[] {
  const { t } = useTranslation('wallet');
  if (!review) return [];
  const { input, coin, arrival, to } = review;
  const suffix = ` ${coin}`;
  return [
    { key: 'amount', label: t('withdraw.amount'), value: <NumberText value={input.amount} kind="balance" suffix={suffix} /> },
    { key: 'fee', label: t('withdraw.fee'), value: <NumberText value={input.fee} kind="fee" suffix={suffix} /> },
    {
      key: 'arrival',
      label: t('withdraw.arrival'),
      value: <NumberText value={arrival} kind="balance" suffix={arrival ? suffix : ''} />,
      strong: true,
    },
    ...(to.kind === 'bank'
      ? [{ key: 'bank', label: t('withdraw.toBank'), value: t('withdraw.bankCard', { bank: to.bank, last4: to.last4 }) }]
      : [
          { key: 'address', label: t('withdraw.address'), value: <$Address>{to.address}</$Address> },
          ...(to.chain ? [{ key: 'network', label: t('withdraw.network'), value: to.chain }] : []),
        ]),
  ];
}

/**
 * The withdrawal's one sheet (one history entry: Back closes it): first the confirmation of the amount, fee, amount
 * received, address and network (issue 28 item 5); once sent, the result — submitted and waiting for review, the
 * station messages saying when it is paid out or refused — with the same figures and a way to the records.
 */
export function WithdrawSheet({ review, phase, submitting = false, onConfirm, onClose }: WithdrawSheetProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const rows = useRows(review);
  const records = paths.receiveWithdrawRecord({ type: 'withdraw' });
  const submitted = phase === 'submitted';
  return (
    <LazyBottomSheet
      open={phase !== null}
      onClose={onClose}
      title={submitted ? t('withdraw.submittedTitle') : t('withdraw.confirmTitle')}
      footer={
        submitted ? (
          <$Actions>
            {builtPaths.has(records.split('?')[0]!) && (
              <Button variant="secondary" block onClick={() => void navigate(records)}>
                {t('withdraw.viewRecords')}
              </Button>
            )}
            <Button block onClick={onClose}>
              {t('withdraw.done')}
            </Button>
          </$Actions>
        ) : (
          <ConfirmSummary.Actions
            onConfirm={onConfirm}
            onCancel={onClose}
            submitting={submitting}
            confirmLabel={t('withdraw.confirm')}
          />
        )
      }
    >
      {submitted ? (
        <ConfirmSummary rows={rows} note={t('withdraw.submittedNote')}>
          <$Status role="status">
            <Icon icon={Clock} size="lg" />
            <span>
              <$StatusTitle>{t('withdraw.underReview')}</$StatusTitle>
              <$StatusText>{t('withdraw.underReviewHint')}</$StatusText>
            </span>
          </$Status>
        </ConfirmSummary>
      ) : (
        <ConfirmSummary rows={rows} note={t('withdraw.confirmNote')} />
      )}
    </LazyBottomSheet>
  );
}

const $Address = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
  word-break: break-all;
`;

const $Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
`;

const $Status = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.info};
`;

const $StatusTitle = styled.strong`
  display: block;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const $StatusText = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
