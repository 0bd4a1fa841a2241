import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Row } from '@/ui/_shared/stories';
import { AccountSwitch } from '.';

const meta = preview.meta({
  title: 'Trade/AccountSwitch',
  component: AccountSwitch,
  args: { mode: 'real' as const, onToDemo: fn(async () => ({})), onToReal: fn(async () => ({})), onResetDemo: fn(async () => ({})), pending: false },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Real = meta.story({});
export const Demo = meta.story({ args: { mode: 'demo' } });
export const Pending = meta.story({ args: { pending: true } });

export const RealActions = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Real account' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Account' })).toBeVisible();
  },
});

export const DemoActions = meta.story({
  args: { mode: 'demo' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Demo account' }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Account' }));
    await expect(sheet.getByRole('button', { name: /Reset demo funds/ })).toBeVisible();
  },
});

/** Switching to demo asks first (the demo account is created on the first switch). */
export const ToDemoConfirm = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Real account' }));
    await userEvent.click(within(await within(document.body).findByRole('dialog')).getByRole('button', { name: /Switch to the demo account/ }));
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Trade on your demo account?' });
    await expect(ask).toBeVisible();
    // focus is in the question (on its safe answer), not back on the switch behind it
    await expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
});
