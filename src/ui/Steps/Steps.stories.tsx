import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Steps, type StepItem } from './Steps';

const items: StepItem[] = [
  { title: 'Submit documents', description: 'ID and selfie' },
  { title: 'Under review', description: 'Up to 1 business day' },
  { title: 'Verified' },
];

const meta = preview.meta({
  title: 'UI/Steps',
  component: Steps,
  args: { items, current: 1, 'aria-label': 'Verification progress' },
  argTypes: { direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const First = meta.story({ args: { current: 0 } });
export const Middle = meta.story({});
export const AllDone = meta.story({ args: { current: 3 } });
export const Failed = meta.story({ args: { error: true } });
export const Vertical = meta.story({ args: { direction: 'vertical' } });
export const LongText = meta.story({
  args: { items: [{ title: 'Upload the front and the back of your identity document' }, { title: 'Wait for our compliance team to review it' }, { title: 'Start trading' }] },
});
