import preview from '../../../.storybook/preview';
import { StatusPill } from '../StatusPill';
import { Row } from '../_shared/stories';
import { Tag } from './Tag';

const meta = preview.meta({
  title: 'UI/Tag',
  component: Tag,
  args: { children: 'Long', tone: 'up' as const },
  decorators: [(Story) => <Row>{Story()}</Row>],
});
export const Playground = meta.story({});
export const Tones = meta.story({
  render: () => (
    <>
      {(['neutral', 'brand', 'up', 'down', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Tag key={tone} tone={tone}>
          {tone}
        </Tag>
      ))}
    </>
  ),
});
export const Solid = meta.story({ args: { solid: true } });
export const Statuses = meta.story({
  render: () => (
    <>
      <StatusPill domain="order" status="partial" />
      <StatusPill domain="order" status="filled" />
      <StatusPill domain="kyc" status="pending" />
      <StatusPill domain="loan" status="overdue" />
      <StatusPill domain="fiatOrder" status="unpaid" />
      <StatusPill domain="nft" status="auction" />
    </>
  ),
});
