import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { WithdrawAddress } from '@/api/wallet/payees';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Tag } from '@/ui/Tag';

export interface AddressCardProps {
  address: WithdrawAddress;
  onDelete: (address: WithdrawAddress) => void;
  deleting?: boolean;
}

/** One saved withdraw address: coin and network, remark, the whole address, edit and delete. */
export function AddressCard({ address, onDelete, deleting }: AddressCardProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const name = address.remark || address.currency;
  return (
    <Card
      headingLevel={2}
      title={name}
      extra={
        <$Tags>
          <Tag tone="brand">{address.currency}</Tag>
          {address.chain && <Tag>{address.chain}</Tag>}
        </$Tags>
      }
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void navigate(paths.addWallet({ id: String(address.id) }))}
            aria-label={t('wallet.editLabel', { remark: name })}
          >
            {t('wallet.edit')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            loading={deleting}
            onClick={() => onDelete(address)}
            aria-label={t('wallet.deleteLabel', { remark: name })}
          >
            {t('wallet.delete')}
          </Button>
        </>
      }
    >
      <$Address translate="no">{address.address}</$Address>
    </Card>
  );
}

const $Tags = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Address = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  overflow-wrap: anywhere;
`;
