import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of two words, or two of one word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  satoshi  ')).toBe('SA');
    expect(initialsOf('李小龙')).toBe('李小');
    expect(initialsOf('@crypto king')).toBe('CK');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('!!!')).toBe('?');
  });
});

describe('Avatar', () => {
  it('falls back to initials when the picture fails, and is named only when labelled', () => {
    renderUi(<Avatar name="Ada Lovelace" src="broken.png" labelled />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AL');
  });
});
