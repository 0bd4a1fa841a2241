import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';

/** Background/letter pairs that keep ≥ 4.5:1 contrast in both themes. */
const PALETTE = [
  [theme.color.brand, theme.color.onBrand],
  [theme.color.info, theme.color.textInverse],
  [theme.color.success, theme.color.textInverse],
  [theme.color.warning, theme.color.textInverse],
  [theme.color.danger, theme.color.textInverse],
  [theme.color.link, theme.color.textInverse],
  [theme.color.textSecondary, theme.color.textInverse],
] as const;

/** Deterministic palette index for a symbol (same coin, same colour, everywhere). */
export function paletteIndex(symbol: string) {
  let h = 0;
  for (const ch of symbol.toUpperCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h % PALETTE.length;
}

export interface CoinIconProps {
  symbol: string;
  /** Logo URL (a coin's `image`); falls back to the lettered circle when missing or broken. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; omit when the symbol is written next to it (decorative). */
  label?: string;
  className?: string;
}

/**
 * A coin's logo (the `image` its list gives, e.g. the demo's `cryptocurrency-icons` SVGs), or — only for a coin
 * without one, or whose picture fails — a lettered circle in a colour picked from the symbol.
 */
export function CoinIcon({ symbol, src, size = 'md', label, className }: CoinIconProps) {
  // the picture that failed: another `src` (the list's row reused for another coin) is tried afresh
  const [broken, setBroken] = useState<string | null>(null);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (src && broken !== src)
    return (
      <$Img
        src={src}
        alt={label ?? ''}
        data-size={size}
        className={className}
        onError={() => setBroken(src)}
      />
    );
  const [bg, fg] = PALETTE[paletteIndex(symbol)]!;
  const letters =
    symbol
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, symbol.length > 4 ? 1 : 2)
      .toUpperCase() || '?';
  return (
    <$Svg viewBox="0 0 40 40" data-size={size} className={className} {...a11y}>
      <circle cx="20" cy="20" r="20" fill={bg} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill={fg}
        fontSize={letters.length > 1 ? 15 : 18}
        fontWeight="700"
      >
        {letters}
      </text>
    </$Svg>
  );
}

const sized = `
  flex: none;
  width: var(--coin-size);
  height: var(--coin-size);
  border-radius: 50%;
`;

const $Svg = styled.svg`
  --coin-size: ${({ theme }) => theme.size.iconLg};
  ${sized}
  font-family: ${({ theme }) => theme.font.family.base};
  &[data-size='sm'] {
    --coin-size: ${({ theme }) => theme.size.icon};
  }
  &[data-size='lg'] {
    --coin-size: ${({ theme }) => theme.space['10']};
  }
`;

const $Img = styled.img`
  --coin-size: ${({ theme }) => theme.size.iconLg};
  ${sized}
  object-fit: cover;
  &[data-size='sm'] {
    --coin-size: ${({ theme }) => theme.size.icon};
  }
  &[data-size='lg'] {
    --coin-size: ${({ theme }) => theme.space['10']};
  }
`;
