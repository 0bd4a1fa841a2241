import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { Skeleton, SkeletonList, SkeletonText } from './Skeleton';

const meta = preview.meta({
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '60%' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});

export const Playground = meta.story({});
export const Circle = meta.story({
  args: { circle: true, width: theme.space['12'], height: theme.space['12'] },
});
export const Text = meta.story({ render: () => <SkeletonText lines={3} /> });
export const List = meta.story({ render: () => <SkeletonList rows={4} /> });
