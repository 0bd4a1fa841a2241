import styled from 'styled-components';
import { CoinIcon } from '../CoinIcon';

export interface CoinPairProps {
  base: string;
  quote: string;
  /** Logo URL of the base coin. */
  src?: string | null;
  /** Show the coin icon (default true). */
  icon?: boolean;
  /** Extra note after the pair, e.g. "20×" or "Perpetual". */
  note?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** "BTC/USDT" with the base coin's icon; the quote is quieter. Read as "BTC/USDT". */
export function CoinPair({ base, quote, src, icon = true, note, size = 'md', className }: CoinPairProps) {
  return (
    <$Pair className={className} data-size={size}>
      {icon && <CoinIcon symbol={base} src={src} size={size === 'lg' ? 'lg' : size === 'sm' ? 'sm' : 'md'} />}
      <$Text>
        <$Base>{base}</$Base>
        <$Quote>/{quote}</$Quote>
      </$Text>
      {note && <$Note>{note}</$Note>}
    </$Pair>
  );
}

const $Pair = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const $Text = styled.span`
  white-space: nowrap;
`;

const $Base = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Quote = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

const $Note = styled.span`
  padding: 0 ${({ theme }) => theme.space['1']};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;
