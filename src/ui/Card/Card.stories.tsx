import preview from '../../../.storybook/preview';
import { Stack } from '../_shared/stories';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Card, CardFields } from './Card';

const meta = preview.meta({
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'BTC/USDT',
    extra: <Tag tone="up">Long</Tag>,
    children: (
      <CardFields
        items={[
          { label: 'Entry price', value: '68,000.00' },
          { label: 'Mark price', value: '68,123.45' },
          { label: 'Margin', value: '340.00' },
        ]}
      />
    ),
    actions: <Button size="sm" variant="secondary">Close</Button>,
  },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const NoHeader = meta.story({ args: { title: undefined, extra: undefined } });
export const TwoColumns = meta.story({
  args: { children: <CardFields columns={2} items={[{ label: 'Amount', value: '100 USDT' }, { label: 'Duration', value: '60 s' }]} /> },
});
