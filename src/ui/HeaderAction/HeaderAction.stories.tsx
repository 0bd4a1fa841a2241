import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { Bell, Icon } from '../Icon';
import { HeaderAction } from './HeaderAction';

/** In the app: the messages bell and the account entry (Messages/MessagesBell, Setting/AccountEntry). */
const meta = preview.meta({
  title: 'UI/HeaderAction',
  component: HeaderAction,
  args: { to: '/pages/setting/messages', 'aria-label': 'Messages', children: <Icon icon={Bell} size="lg" /> },
  argTypes: { badge: { control: { type: 'number', min: 0 } }, children: { control: false } },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({ args: { badge: 2, 'aria-label': 'Messages, 2 unread' } });

/** No badge: the icon alone. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveAttribute('href', '/pages/setting/messages');
    await expect(link.querySelector('[data-count]')).toBeNull();
  },
});

/** A count as a badge (the name says it too). */
export const Badge = meta.story({
  args: { badge: 3, 'aria-label': 'Messages, 3 unread' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages, 3 unread' });
    await expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    await expect(link).toHaveTextContent('');
  },
});

/** Above 99 the badge reads 99+. */
export const LargeCount = meta.story({
  args: { badge: 250, 'aria-label': 'Messages, 250 unread' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages, 250 unread' });
    await expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
});
