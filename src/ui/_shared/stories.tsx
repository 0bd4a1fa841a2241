/* Story-only helpers. */
import type { ReactNode } from 'react';
import { theme } from '@/theme';

/** Pads a story's canvas with the page gutter. */
export function Pad({ children }: { children: ReactNode }) {
  return <div style={{ padding: theme.space['4'] }}>{children}</div>;
}

/** Lays out several items in a wrapping row. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space['2'],
        padding: theme.space['4'],
      }}
    >
      {children}
    </div>
  );
}

/** Stacks items vertically. */
export function Stack({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: theme.space['3'], padding: theme.space['4'] }}
    >
      {children}
    </div>
  );
}
