import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { KycState } from '@/api/identity';
import { theme } from '@/theme';
import { Row } from '@/ui/_shared/stories';
import { LevelStatus } from './LevelStatus';

const STATES: KycState[] = ['none', 'review', 'verified', 'rejected'];

const meta = preview.meta({
  title: 'Identity/LevelStatus',
  component: LevelStatus,
  args: { state: 'none' as const },
  argTypes: { state: { control: 'inline-radio', options: STATES } },
  // on the surface it sits on: a level card's heading (the light theme's warning tone is AA on it, not on the page)
  decorators: [
    (Story) => (
      <div style={{ background: theme.color.bgElevated }}>
        <Row>{Story()}</Row>
      </div>
    ),
  ],
});

export const Playground = meta.story({});

/** Every state side by side: each says what it is in words, its tone only adds to it. */
export const AllStates = meta.story({
  render: () => (
    <>
      {STATES.map((state) => (
        <LevelStatus key={state} state={state} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Not verified', 'Under review', 'Verified', 'Rejected']) await expect(canvas.getByText(text)).toBeVisible();
  },
});
