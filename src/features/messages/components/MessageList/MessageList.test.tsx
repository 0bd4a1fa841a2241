// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StationMessage } from '@/api/messages';
import { Providers, createQueryClient } from '@/testing';
import { MessageList } from './MessageList';

afterEach(cleanup);

const message = (over: Partial<StationMessage>): StationMessage => ({
  id: 1,
  title: 'Deposit credited',
  content: 'Your deposit of 250.5 USDT was approved.',
  unread: false,
  createdAt: Date.UTC(2026, 10, 20, 9, 30),
  readAt: null,
  ...over,
});

function show(messages: StationMessage[], openId: number | null = null) {
  const onToggle = vi.fn();
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <MessageList messages={messages} openId={openId} onToggle={onToggle} />
    </Providers>,
  );
  return { onToggle, user: userEvent.setup() };
}

describe('MessageList', () => {
  it('says how many are unread and marks each unread heading for assistive technology', () => {
    show([message({ id: 2, unread: true, title: 'Seconds contract won' }), message({ id: 1 })]);
    expect(screen.getByRole('status')).toHaveTextContent('1 unread message');
    const [first, second] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent(/^Unread Seconds contract won/);
    expect(second).toHaveTextContent(/^Deposit credited/);
  });

  it('tells the page which message opens and closes', async () => {
    const { onToggle, user } = show([message({ id: 5, unread: true })]);
    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(onToggle).toHaveBeenLastCalledWith(5);
    cleanup();
    const again = show([message({ id: 5 })], 5);
    await again.user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(again.onToggle).toHaveBeenLastCalledWith(null);
  });

  it('shows the open message sanitized, and names an untitled one by its first words', () => {
    show(
      [message({ id: 9, title: '', content: '<p>Hello <b>there</b></p><img src=x onerror="alert(1)"><script>x()</script>' })],
      9,
    );
    const button = screen.getByRole('button', { name: /^Hello there/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Hello there/ });
    expect(within(region).getByText('there').tagName).toBe('B');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('All messages read');
  });
});
