import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { NoticeBar } from './NoticeBar';

describe('NoticeBar', () => {
  it('reads as a notice, opens on tap and closes with its button', async () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    renderUi(
      <NoticeBar mode="scroll" onClose={onClose} onClick={onClick}>
        Maintenance tonight
      </NoticeBar>,
    );
    expect(screen.getByText('Notice:')).toBeInTheDocument();
    // reduced motion (test providers): no duplicate marquee copy
    expect(screen.getAllByText('Maintenance tonight')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Maintenance tonight' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
