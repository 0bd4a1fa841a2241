import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { NavBar } from '@/ui/NavBar';
import { MessagesBell } from './MessagesBell';

const meta = preview.meta({
  title: 'Messages/MessagesBell',
  component: MessagesBell,
  args: { unread: 2 },
  argTypes: { unread: { control: { type: 'number', min: 0 } } },
  render: (args) => <NavBar title="Home" back={false} right={<MessagesBell {...args} />} />,
});

export const Playground = meta.story({});

/** Nothing unread: the bell alone. */
export const Default = meta.story({
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/pages/setting/messages');
  },
});

/** Unread messages: the count as a badge and in the link's name. */
export const Unread = meta.story({
  args: { unread: 3 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Messages, 3 unread' });
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
  },
});

/** More than 99: the badge reads 99+, the name the whole count. */
export const ManyUnread = meta.story({
  args: { unread: 250 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Messages, 250 unread' });
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
});
