import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ConfirmSummary } from './ConfirmSummary';

const rows = [
  { label: 'Pair', value: 'BTC/USDT' },
  false as const,
  { label: 'Margin', value: '90.00 USDT' },
  { label: 'Est. liquidation price', value: '57,300.00 USDT', strong: true },
];

describe('ConfirmSummary', () => {
  it('lists the lines as terms and definitions, skipping the absent ones, then the warning and the note', () => {
    renderUi(
      <ConfirmSummary rows={rows} note="Figures are estimates">
        <p>High leverage</p>
      </ConfirmSummary>,
    );
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Pair',
      'Margin',
      'Est. liquidation price',
    ]);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'BTC/USDT',
      '90.00 USDT',
      '57,300.00 USDT',
    ]);
    expect(screen.getByText('High leverage')).toBeInTheDocument();
    expect(screen.getByText('Figures are estimates')).toBeInTheDocument();
  });

  it('confirms and cancels; while submitting the confirm button spins and ignores taps', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderUi(
      <ConfirmSummary.Actions
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirmLabel="Open long"
        confirmVariant="buy"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open long' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmSummary.Actions
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirmLabel="Open long"
        submitting
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Open long' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says "Confirm" by default, and the sheet closes through Cancel', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderUi(
      <ConfirmSummary.Sheet
        open
        onClose={onClose}
        onConfirm={onConfirm}
        title="Confirm transfer"
        rows={rows}
      />,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
