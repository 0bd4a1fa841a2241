import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { Globe, Icon, Lock, ShieldAlert, Wallet } from '../Icon';
import { Cell, CellGroup } from './Cell';
import { paths } from '@/lib/routes';

const meta = preview.meta({
  title: 'UI/Cell',
  component: Cell,
  args: { title: 'Email', value: 'tr***@example.com' },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const Clickable = meta.story({ args: { onClick: fn(), icon: <Icon icon={Wallet} /> } });
export const AsLink = meta.story({
  args: { to: paths.security(), title: 'Security center', value: undefined },
});
export const WithLabel = meta.story({
  args: {
    title: 'Google Authenticator',
    label: 'Required for withdrawals',
    value: 'Not bound',
    onClick: fn(),
  },
});
export const Disabled = meta.story({ args: { onClick: fn(), disabled: true } });
export const LongText = meta.story({
  args: {
    title: 'Identity verification (advanced level with proof of address)',
    label: 'Needed before you can withdraw more than the daily limit',
    value: 'Under review by our compliance team',
    onClick: fn(),
  },
});
export const Group = meta.story({
  render: () => (
    <CellGroup title="Security">
      <Cell title="Login password" icon={<Icon icon={Lock} />} onClick={() => {}} />
      <Cell title="Email" icon={<Icon icon={Globe} />} value="tr***@example.com" onClick={() => {}} />
      <Cell title="Fund password" icon={<Icon icon={ShieldAlert} />} value="Not set" onClick={() => {}} />
    </CellGroup>
  ),
});
export const ClickRow = meta.story({
  args: { onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Email/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});
