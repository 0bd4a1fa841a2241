import preview from '../../../.storybook/preview';
import { CopyText } from '../CopyText';
import { DemoBanner } from '../DemoBanner';
import { RiskWarning } from '../RiskWarning';
import { Stack } from '../_shared/stories';
import { StaleMark } from './StaleMark';

const meta = preview.meta({
  title: 'UI/StaleMark',
  component: StaleMark,
  args: { stale: true },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});
export const Playground = meta.story({});
export const Live = meta.story({ args: { stale: false, showLive: true } });
export const Demo = meta.story({ render: () => <DemoBanner /> });
export const Risk = meta.story({ render: () => <RiskWarning /> });
export const RiskInline = meta.story({ render: () => <RiskWarning variant="inline" /> });
export const Copy = meta.story({ render: () => <CopyText value="TQ3fP8ZxR1m2n4yW7kLs9DhVbN6cJt5aUe" /> });
