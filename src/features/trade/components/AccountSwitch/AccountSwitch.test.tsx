import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/ui/Dialog';
import { toast } from '@/ui/Toast';
import { afterThrottle, renderTrade } from '../../testing/render';
import { OwnerUnknownError } from '../../useAccount';
import { AccountSwitch } from './AccountSwitch';

afterEach(() => {
  cleanup();
  toast.clear();
});

const actions = () => ({ onToDemo: vi.fn(async () => ({})), onToReal: vi.fn(async () => ({})), onResetDemo: vi.fn(async () => ({})) });

describe('AccountSwitch', () => {
  it('switches to the demo account only after a confirmation (it is created the first time)', async () => {
    const a = actions();
    const { user } = renderTrade(
      <>
        <AccountSwitch mode="real" pending={false} {...a} />
        <ConfirmHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Real account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: /Switch to the demo account/ }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Trade on your demo account?' }));
    await user.click(ask.getByRole('button', { name: 'Switch to demo' }));
    await waitFor(() => expect(a.onToDemo).toHaveBeenCalledTimes(1));
    expect(toast.current()?.message).toBe('You are now trading on your demo account');
  });

  it('on the demo account: back to real at once, reset only after a confirmation', async () => {
    const a = actions();
    const { user } = renderTrade(
      <>
        <AccountSwitch mode="demo" pending={false} {...a} />
        <ConfirmHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Demo account' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Account' }));
    await user.click(sheet.getByRole('button', { name: /Reset demo funds/ }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Reset the demo account?' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(a.onResetDemo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await afterThrottle();
    await user.click(screen.getByRole('button', { name: 'Demo account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: /Switch to the real account/ }));
    await waitFor(() => expect(a.onToReal).toHaveBeenCalledTimes(1));
  });

  it('says how to get back when this device does not know the real account', async () => {
    const a = { ...actions(), onToReal: vi.fn(async () => Promise.reject(new OwnerUnknownError())) };
    const { user } = renderTrade(<AccountSwitch mode="demo" pending={false} {...a} />);
    await user.click(screen.getByRole('button', { name: 'Demo account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Switch to the real account/ }));
    await waitFor(() => expect(toast.current()?.message).toBe('Log in again to return to your real account.'));
  });
});
