import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DecimalValue } from '@/lib/decimal';
import type { NumberKind } from '@/lib/format';
import { visuallyHidden } from '@/ui/_shared';
import { NumberText } from '@/ui/NumberText';
import { hideBalancesAtom } from '../../state';

export interface BalanceProps {
  value: DecimalValue | null | undefined;
  kind?: NumberKind;
  decimals?: number;
  /** Text after the number (" USDT"); kept when hidden, so the unit still reads. */
  suffix?: string;
  className?: string;
}

/** A balance, or `****` while the user hides balances (the preference of the fund pages). */
export function Balance({ value, kind = 'balance', decimals, suffix, className }: BalanceProps) {
  const { t } = useTranslation('wallet');
  const hidden = useAtomValue(hideBalancesAtom);
  if (hidden)
    return (
      <span className={className}>
        <span aria-hidden="true">****</span>
        <$Hidden>{t('balance.hidden')}</$Hidden>
        {suffix}
      </span>
    );
  return <NumberText className={className} value={value} kind={kind} decimals={decimals} suffix={suffix} />;
}

const $Hidden = styled.span`
  ${visuallyHidden}
`;
