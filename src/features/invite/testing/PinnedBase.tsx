import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { inviteBaseAtom } from '../state';

/** The address invitation links show in stories and tests (not the port Storybook happens to run on). */
export const STORY_APP_BASE = 'https://app.example.com/h5/';

/** Pins `inviteBaseAtom` for its children (the preview's store is fresh per story). */
export function PinnedBase({ children }: { children: ReactNode }) {
  useHydrateAtoms([[inviteBaseAtom, STORY_APP_BASE]]);
  return children;
}
