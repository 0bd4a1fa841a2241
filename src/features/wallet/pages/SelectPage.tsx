import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/lib/routes';
import { Cell, CellGroup } from '@/ui/Cell';
import { CoinIcon } from '@/ui/CoinIcon';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { ReceiptText } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Balance } from '../components/Balance';
import { useFundingCoins } from '../fundingHooks';
import { useCoinImages } from '../hooks';

/** Where the picker leads: `?type=withdraw` to the withdrawal, anything else to the deposit. */
const selectTarget = (type: string | null) => (type === 'withdraw' ? 'withdraw' : 'receive');

/**
 * /pages/fund/select (signed in): the coin picker of the deposit and withdrawal pages (`?type=receive|withdraw`),
 * each coin with its change balance; a coin whose deposits are closed says so (its page explains).
 */
export default function SelectPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const target = selectTarget(query.get('type'));
  const coins = useFundingCoins();
  const image = useCoinImages();
  const records = paths.receiveWithdrawRecord({ type: target });

  let body;
  if (coins.isError && !coins.data)
    body = <ErrorState message={t('select.loadFailed')} onRetry={() => void coins.refetch()} />;
  else if (!coins.data) body = <SkeletonList rows={5} label={t('select.loading')} />;
  else if (coins.data.length === 0) body = <EmptyState title={t('select.empty')} />;
  else
    body = (
      <$Group inset>
        {coins.data.map((c) => (
          <Cell
            key={c.id}
            icon={<CoinIcon symbol={c.name} src={image(c.name)} size="md" />}
            title={c.name}
            label={target === 'receive' && !c.depositOpen ? t('select.maintenance') : undefined}
            value={<Balance value={c.available} />}
            to={target === 'receive' ? paths.receive({ currency: String(c.id) }) : paths.withdraw({ currency: String(c.id) })}
            arrow
          />
        ))}
      </$Group>
    );

  return (
    <Page
      title={t(target === 'receive' ? 'select.titleReceive' : 'select.titleWithdraw')}
      right={<IconButton icon={ReceiptText} aria-label={t('select.records')} onClick={() => void navigate(records)} />}
      end="6"
    >
      {body}
    </Page>
  );
}

const $Group = styled(CellGroup)`
  margin: ${({ theme }) => theme.space['4']};
`;
