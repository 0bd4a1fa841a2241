import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Collapse, type CollapseItem } from './Collapse';

const items: CollapseItem[] = [
  { id: 'kyc', title: 'How do I verify my identity?', content: 'Open Profile → Identity verification, take a photo of your ID and wait for the review (usually within one business day).' },
  { id: 'fee', title: 'What are the trading fees?', content: 'Spot trades cost 0.1% of the traded value; contract fees are shown on the order ticket before you confirm.' },
  { id: 'withdraw', title: 'Why is my withdrawal pending?', content: 'Withdrawals are reviewed for security. Large amounts can take up to 24 hours.' },
];

const meta = preview.meta({
  title: 'UI/Collapse',
  component: Collapse,
  args: { items, accordion: true, onChange: fn() },
});

export const Playground = meta.story({});
export const AllClosed = meta.story({});
export const OneOpen = meta.story({ args: { defaultOpen: ['fee'] } });
export const Multiple = meta.story({ args: { accordion: false, defaultOpen: ['kyc', 'withdraw'] } });
export const Disabled = meta.story({ args: { items: [...items.slice(0, 2), { ...items[2]!, disabled: true }] } });
export const Toggle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'What are the trading fees?' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['fee']);
  },
});
