import type { LucideIcon, LucideProps } from 'lucide-react';
import styled from 'styled-components';

export type IconSize = 'sm' | 'md' | 'lg';

export interface IconProps extends Omit<LucideProps, 'size' | 'ref'> {
  /** The icon, from `@/ui/Icon` (e.g. `ChevronLeft`). */
  icon: LucideIcon;
  /** sm = 1em (follows the text), md = icon token, lg = iconLg token. */
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** An icon sized from tokens; decorative unless given a `label`. */
export function Icon({ icon: Glyph, size = 'md', label, ...rest }: IconProps) {
  return (
    <$Glyph
      as={Glyph}
      data-size={size}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
      strokeWidth={2}
      {...rest}
    />
  );
}

const $Glyph = styled.svg`
  flex: none;
  width: var(--icon-size);
  height: var(--icon-size);
  --icon-size: ${({ theme }) => theme.size.icon};
  &[data-size='sm'] {
    --icon-size: 1em;
  }
  &[data-size='lg'] {
    --icon-size: ${({ theme }) => theme.size.iconLg};
  }
`;
