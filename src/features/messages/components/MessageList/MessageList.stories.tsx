import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { StationMessage } from '@/api/messages';
import { MessageList, type MessageListProps } from './MessageList';

const AT = Date.UTC(2026, 10, 20, 9, 30, 0);
const HOUR = 3_600_000;

const messages: StationMessage[] = [
  {
    id: 3,
    title: 'Seconds contract won',
    content: 'Your 60-second ETH/USDT contract of 100 USDT settled at 3521.4. You won 80 USDT.',
    unread: true,
    createdAt: AT,
    readAt: null,
  },
  {
    id: 2,
    title: 'Position liquidated',
    content:
      'Your BTC/USDT position (10 lots, 100×) was liquidated at 92000.23. Realised loss: 80.0002 USDT.',
    unread: false,
    createdAt: AT - 26 * HOUR,
    readAt: AT - 25 * HOUR,
  },
  {
    id: 1,
    title: '',
    content: '<p>A platform message <b>without a title</b>: its first words name it.</p>',
    unread: false,
    createdAt: null,
    readAt: null,
  },
];

/** The list with its open message kept here, as the page keeps it. */
function Stateful({ messages: list, openId: initial, onToggle }: MessageListProps) {
  const [openId, setOpenId] = useState<number | null>(initial);
  return (
    <MessageList
      messages={list}
      openId={openId}
      onToggle={(id) => {
        setOpenId(id);
        onToggle(id);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Messages/MessageList',
  component: MessageList,
  args: { messages, openId: null, onToggle: fn() },
  render: (args) => <Stateful {...args} />,
});

export const Playground = meta.story({});

/** Newest first; the unread one marked, how many are unread above. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 unread message')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Unread Seconds contract won/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: /^A platform message without a title/ })).toBeVisible();
  },
});

/** One message open: its body shown; opening it tells the page (which marks it read). */
export const Open = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Position liquidated/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await expect(canvas.getByText(/was liquidated at 92000\.23/)).toBeVisible();
  },
});

/** Everything read. */
export const AllRead = meta.story({
  args: { messages: messages.map((m) => ({ ...m, unread: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All messages read')).toBeVisible();
  },
});
