import { replacedTransport } from '@/realtime/testing';
import type { SocketStatus } from '@/realtime';

/**
 * Story helper: the fixture transport `.storybook/preview.tsx` installed for the current story.
 * It throws when the current transport is not a fixture (a real socket).
 * Use it in `play` (after the preview decorator has rendered): `storyFeed().push('daymarket', tickers)`.
 */
export interface StoryFeed {
  push(channel: string, data: unknown): void;
  setStatus(status: SocketStatus): void;
}

export function storyFeed(): StoryFeed {
  const transport = replacedTransport() as Partial<StoryFeed> | null;
  if (!transport || typeof transport.push !== 'function' || typeof transport.setStatus !== 'function') {
    throw new Error('storyFeed(): the realtime transport is not a fixture transport');
  }
  return transport as StoryFeed;
}
