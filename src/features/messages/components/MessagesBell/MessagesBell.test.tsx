// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '@/testing';
import { MessagesBell } from './MessagesBell';

afterEach(cleanup);

const show = (unread: number) =>
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <MessagesBell unread={unread} />
      </MemoryRouter>
    </Providers>,
  );

describe('MessagesBell', () => {
  it('links to the messages, without a badge when nothing is unread', () => {
    show(0);
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/pages/setting/messages');
    expect(link).toHaveTextContent('');
  });

  it('names the unread count and shows it as a badge, 99+ above 99', () => {
    show(1);
    expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toHaveTextContent('');
    expect(document.querySelector('[data-count]')).toHaveAttribute('data-count', '1');
    cleanup();
    show(100);
    expect(screen.getByRole('link', { name: 'Messages, 100 unread' })).toHaveTextContent('');
    expect(document.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  });

  it('ignores a count that is not a whole positive number', () => {
    show(-3);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveTextContent('');
  });
});
