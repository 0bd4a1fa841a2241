import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '@/ui/ErrorState';
import { NoticeBar } from '@/ui/NoticeBar';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { BankCardForm } from '../components/BankCardForm';
import { useBankCard, useSaveBankCard } from '../payeeHooks';
import { EMPTY_CARD } from '../payeeRules';

/**
 * /pages/setting/bank (signed in): the user's one bank card, for withdrawals to a bank (`/user/cash_info`,
 * `/user/cash_save`); "add a bank card" when there is none (spec §8). Fund feature (decision 64).
 */
export default function BankCardPage() {
  const { t } = useTranslation('wallet');
  const card = useBankCard();
  const save = useSaveBankCard();

  let body;
  if (card.isError && card.data === undefined)
    body = <ErrorState message={t('bank.loadFailed')} onRetry={() => void card.refetch()} />;
  else if (card.data === undefined) body = <SkeletonList rows={6} label={t('bank.loading')} />;
  else
    body = (
      <>
        <$Notice>
          <NoticeBar mode="static" tone={card.data ? 'info' : 'warning'}>
            {card.data ? t('bank.current') : t('bank.prompt')}
          </NoticeBar>
        </$Notice>
        <BankCardForm
          key={card.data ? 'saved' : 'new'}
          initial={card.data ?? EMPTY_CARD}
          submitting={save.isPending}
          onSubmit={(next) => save.mutate(next)}
        />
      </>
    );

  return (
    <Page title={t('bank.title')} end="6">
      {body}
    </Page>
  );
}

const $Notice = styled.div`
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']} 0;
`;
