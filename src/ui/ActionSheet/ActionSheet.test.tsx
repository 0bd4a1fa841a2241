import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ActionSheet } from './ActionSheet';

const actions = [
  { value: 'camera', label: 'Take photo' },
  { value: 'album', label: 'Choose from album' },
  { value: 'delete', label: 'Delete', danger: true, disabled: true },
];

describe('ActionSheet', () => {
  it('picks an action then closes; Cancel and Escape just close', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderUi(<ActionSheet open actions={actions} onSelect={onSelect} onClose={onClose} />);
    // the sheet's code loads when it first opens
    expect(await screen.findByRole('dialog', { name: 'Choose an action' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Choose from album' }));
    expect(onSelect).toHaveBeenCalledWith('album');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
