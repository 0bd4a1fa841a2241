import preview from '../../../.storybook/preview';
import { rawTokens } from '@/theme';
import { Row } from '../_shared/stories';
import { Avatar } from './Avatar';

const c = rawTokens.dark;
const photo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${c.info}"/><circle cx="48" cy="38" r="18" fill="${c.textPrimary}"/><rect x="18" y="62" width="60" height="34" rx="17" fill="${c.textPrimary}"/></svg>`,
)}`;

const meta = preview.meta({
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' as const, labelled: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Initials = meta.story({});
export const Picture = meta.story({ args: { src: photo } });
export const BrokenPicture = meta.story({ args: { src: 'data:image/png;base64,broken' } });
export const Sizes = meta.story({
  render: (args) => (
    <>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </>
  ),
});
export const Names = meta.story({
  render: () => (
    <>
      {['Satoshi', '李小龙', 'Nguyễn Văn An', 'สมชาย ใจดี', '@whale 99'].map((n) => (
        <Avatar key={n} name={n} labelled />
      ))}
    </>
  ),
});
