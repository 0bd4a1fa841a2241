import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { RouteHarness } from '@/testing';
import { Pad } from '@/ui/_shared/stories';
import { areaAtom } from '../state';
import { AreaCodeButton } from './AreaCodeButton';

/** The user's pick on the area page (here: the United Kingdom). */
function ChosenArea({ children }: { children: ReactNode }) {
  useHydrateAtoms(new Map([[areaAtom, { iso2: 'GB', code: '44' }]]));
  return children;
}

/** Mounted at `/`: the area page it opens lands on the harness's marker. */
const meta = preview.meta({
  title: 'Auth/AreaCodeButton',
  component: AreaCodeButton,
  decorators: [
    (Story) => (
      <RouteHarness path="/">
        <Pad>{Story()}</Pad>
      </RouteHarness>
    ),
  ],
});

/** No pick yet: the UI language's market (English → United States). */
export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calling code: United States +1' }));
    await expect(await canvas.findByText('→ /pages/common/area')).toBeVisible();
  },
});

export const Chosen = meta.story({
  decorators: [(Story) => <ChosenArea>{Story()}</ChosenArea>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Calling code: United Kingdom +44' })).toBeVisible();
  },
});
