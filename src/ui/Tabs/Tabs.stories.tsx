import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'open', label: 'Open orders', content: <p>Open orders list</p> },
  { key: 'history', label: 'Order history', content: <p>History list</p> },
  { key: 'trades', label: 'Trades', content: <p>Trades list</p> },
];

function Controlled(props: { variant?: 'line' | 'pill'; stretch?: boolean; items?: TabItem[] }) {
  const [v, setV] = useState(props.items?.[0]?.key ?? 'open');
  return <Tabs aria-label="Orders" items={props.items ?? items} value={v} onChange={setV} variant={props.variant} stretch={props.stretch} />;
}

const meta = preview.meta({ title: 'UI/Tabs', component: Controlled, args: {} });

export const Playground = meta.story({});
export const Pills = meta.story({ args: { variant: 'pill' } });
export const Stretch = meta.story({ args: { stretch: true } });
export const Many = meta.story({
  args: {
    items: ['Favourites', 'USDT', 'BTC', 'ETH', 'Innovation', 'Futures', 'Options', 'Leveraged tokens'].map((k) => ({ key: k, label: k })),
  },
});
export const Keyboard = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Open orders' }));
    await userEvent.keyboard('{ArrowRight}');
    const history = canvas.getByRole('tab', { name: 'Order history' });
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(history).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('History list');
  },
});
