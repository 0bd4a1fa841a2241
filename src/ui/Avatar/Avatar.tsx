import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';
import { paletteIndex } from '../CoinIcon';

/** Same contrast-checked pairs as CoinIcon's lettered circles. */
const PALETTE = [
  [theme.color.brand, theme.color.onBrand],
  [theme.color.info, theme.color.textInverse],
  [theme.color.success, theme.color.textInverse],
  [theme.color.warning, theme.color.textInverse],
  [theme.color.danger, theme.color.textInverse],
  [theme.color.link, theme.color.textInverse],
  [theme.color.textSecondary, theme.color.textInverse],
] as const;

export interface AvatarProps {
  /** The person's or merchant's name: initials and colour come from it. */
  name: string;
  /** Picture URL; initials show when it is missing or fails to load. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Decorative by default (the name is usually written beside it); set to announce the name. */
  labelled?: boolean;
  className?: string;
}

/** Up to two initials: first letters of the first two words, or the first two characters of one word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = (w: string) => Array.from(w.replace(/[^\p{L}\p{N}]/gu, ''));
  if (words.length === 0) return '?';
  if (words.length === 1) return letters(words[0]!).slice(0, 2).join('').toUpperCase() || '?';
  return ((letters(words[0]!)[0] ?? '') + (letters(words[1]!)[0] ?? '')).toUpperCase() || '?';
}

/** A round picture, or coloured initials when there is none. */
export function Avatar({ name, src, size = 'md', labelled = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const a11y = labelled ? { role: 'img' as const, 'aria-label': name } : { 'aria-hidden': true as const };
  if (src && failed !== src)
    return (
      <$Img
        src={src}
        alt={labelled ? name : ''}
        data-size={size}
        className={className}
        onError={() => setFailed(src)}
      />
    );
  const [bg, fg] = PALETTE[paletteIndex(name)]!;
  return (
    <$Initials {...a11y} data-size={size} className={className} style={{ background: bg, color: fg }}>
      {initialsOf(name)}
    </$Initials>
  );
}

const $Img = styled.img`
  --avatar-size: ${({ theme }) => theme.size.touch};
  &[data-size='sm'] {
    --avatar-size: ${({ theme }) => theme.size.iconLg};
  }
  &[data-size='lg'] {
    --avatar-size: ${({ theme }) => theme.space['12']};
  }
  &[data-size='xl'] {
    --avatar-size: calc(${({ theme }) => theme.space['12']} * 1.5);
  }
  flex: none;
  width: var(--avatar-size);
  height: var(--avatar-size);
  border-radius: ${({ theme }) => theme.radius.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.color.bgPressed};
`;

const $Initials = styled.span`
  --avatar-size: ${({ theme }) => theme.size.touch};
  &[data-size='sm'] {
    --avatar-size: ${({ theme }) => theme.size.iconLg};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='lg'] {
    --avatar-size: ${({ theme }) => theme.space['12']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-size='xl'] {
    --avatar-size: calc(${({ theme }) => theme.space['12']} * 1.5);
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatar-size);
  height: var(--avatar-size);
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  user-select: none;
`;
