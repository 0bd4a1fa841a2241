import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { PercentChange } from './PercentChange';

const meta = preview.meta({
  title: 'UI/PercentChange',
  component: PercentChange,
  args: { value: '2.5' },
  decorators: [(Story) => <Row>{Story()}</Row>],
});
export const Playground = meta.story({});
export const Up = meta.story({ args: { value: '12.345' } });
export const Down = meta.story({ args: { value: '-0.87' } });
export const Flat = meta.story({ args: { value: '0' } });
export const FilledUp = meta.story({ args: { value: '4.2', variant: 'filled' } });
export const FilledDown = meta.story({ args: { value: '-4.2', variant: 'filled' } });
export const FilledFlat = meta.story({ args: { value: '0', variant: 'filled' } });
