import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { STATUS_TONES, StatusPill, type StatusDomain } from './StatusPill';

/** Any domain with any of its states (the component's generic props pair them). */
function Pill({ domain, status, solid }: { domain: StatusDomain; status: string; solid?: boolean }) {
  return <StatusPill domain={domain} status={status as never} solid={solid} />;
}

/** Every state of one domain, side by side. */
function All({ domain, solid }: { domain: StatusDomain; solid?: boolean }) {
  return (
    <>
      {Object.keys(STATUS_TONES[domain]).map((s) => (
        <Pill key={s} domain={domain} status={s} solid={solid} />
      ))}
    </>
  );
}

const meta = preview.meta({
  title: 'UI/StatusPill',
  component: Pill,
  args: { domain: 'order' as const, status: 'filled', solid: false },
  argTypes: {
    domain: { control: 'select', options: Object.keys(STATUS_TONES) },
    status: {
      control: 'select',
      options: [...new Set(Object.values(STATUS_TONES).flatMap((d) => Object.keys(d)))],
    },
  },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Filled')).toBeVisible();
  },
});
export const Order = meta.story({
  render: () => <All domain="order" />,
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'Partially filled', 'Filled', 'Cancelled', 'Rejected', 'Expired'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
});
export const Kyc = meta.story({ render: () => <All domain="kyc" /> });
export const Loan = meta.story({ render: () => <All domain="loan" /> });
export const FiatOrder = meta.story({ render: () => <All domain="fiatOrder" /> });
export const Nft = meta.story({ render: () => <All domain="nft" /> });
export const Solid = meta.story({ render: () => <All domain="order" solid /> });
export const Pseudo = meta.story({
  render: () => <All domain="fiatOrder" />,
  globals: { locale: 'pseudo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Åŵáîţîñĝ þáýɱéñţ/)).toBeVisible();
  },
});
