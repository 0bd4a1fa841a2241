import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/ui/Dialog';
import { feedFixture, leverPush, makeLeverOrder } from '../../testing/trade';
import { renderTrade } from '../../testing/render';
import { CloseAllBar } from './CloseAllBar';

afterEach(cleanup);

describe('CloseAllBar', () => {
  it('closes the longs only after a confirmation', async () => {
    const onCloseAll = vi.fn(async () => 'ok');
    const { user } = renderTrade(
      <>
        <CloseAllBar feed={feedFixture()} risk={{ riskRate: '150.00', pnlTotal: '12.5', marginTotal: null }} count={3} onCloseAll={onCloseAll} pending={false} />
        <ConfirmHost />
      </>,
    );
    expect(screen.getByText('Risk rate 150%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close positions' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Close which positions?' }));
    expect(sheet.getByRole('button', { name: 'Close all positions' })).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'Close shorts only' })).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Close longs only' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Close every long position on every pair?' }));
    await user.click(ask.getByRole('button', { name: 'Close them' }));
    await waitFor(() => expect(onCloseAll).toHaveBeenCalledWith('long'));
  });

  it('follows the feed’s risk figures, and is off without positions', () => {
    const feed = feedFixture();
    renderTrade(<CloseAllBar feed={feed} count={0} onCloseAll={vi.fn()} pending={false} />);
    expect(screen.getByRole('button', { name: 'Close positions' })).toBeDisabled();
    act(() => feed.source.set(leverPush([makeLeverOrder()], () => '1', '95.25')));
    expect(screen.getByText('Risk rate 95.25%')).toBeInTheDocument();
  });
});
