import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { ProgressBar } from './ProgressBar';

const meta = preview.meta({
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { value: 42, label: 'Subscribed', showValue: true },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'success', 'warning', 'danger'] }, value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});

export const Playground = meta.story({});
export const Empty = meta.story({ args: { value: 0 } });
export const Partial = meta.story({});
export const Full = meta.story({ args: { value: 100, tone: 'success' } });
export const Indeterminate = meta.story({ args: { value: null, label: 'Uploading' } });
export const HiddenLabel = meta.story({ args: { hideLabel: true } });
export const Tones = meta.story({
  render: () => (
    <>
      {(['brand', 'success', 'warning', 'danger'] as const).map((tone) => (
        <ProgressBar key={tone} value={60} label={tone} tone={tone} showValue />
      ))}
    </>
  ),
});
