import styled from 'styled-components';
import { formatNumber, signOf } from '@/lib/format';
import type { DecimalValue } from '@/lib/decimal';
import { useNumberLocale } from '../_shared';
import { ArrowDown, ArrowUp, Icon } from '../Icon';

export interface PercentChangeProps {
  /** The change in percent ("2.5" → "+2.50%"). */
  value: DecimalValue | null | undefined;
  decimals?: number;
  /** 'text' (coloured text) or 'filled' (coloured chip, as in market lists). */
  variant?: 'text' | 'filled';
  /** Arrow next to the number (default true for 'text'). */
  arrow?: boolean;
  className?: string;
}

/** A signed percent change: sign, arrow and the up/down colour (which follows the user's setting). */
export function PercentChange({ value, decimals = 2, variant = 'text', arrow, className }: PercentChangeProps) {
  const locale = useNumberLocale();
  const sign = signOf(value);
  const dir = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  const showArrow = (arrow ?? variant === 'text') && dir !== 'flat';
  return (
    <$Change className={className} data-dir={dir} data-variant={variant}>
      {showArrow && <Icon icon={dir === 'up' ? ArrowUp : ArrowDown} size="sm" />}
      {formatNumber(value, 'percent', { locale, decimals })}
    </$Change>
  );
}

const $Change = styled.span`
  --pc-color: ${({ theme }) => theme.color.textSecondary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.15em;
  color: var(--pc-color);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-dir='up'] {
    --pc-color: ${({ theme }) => theme.color.up};
  }
  &[data-dir='down'] {
    --pc-color: ${({ theme }) => theme.color.down};
  }
  &[data-variant='filled'] {
    min-width: calc(${({ theme }) => theme.space['12']} * 1.6);
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: var(--pc-color);
    color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-variant='filled'][data-dir='flat'] {
    background: ${({ theme }) => theme.color.bgPressed};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;
