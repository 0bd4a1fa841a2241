import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Tabs } from './Tabs';

function Harness() {
  const [v, setV] = useState('open');
  return (
    <Tabs
      aria-label="Orders"
      value={v}
      onChange={setV}
      items={[
        { key: 'open', label: 'Open', content: <p>open orders</p> },
        { key: 'history', label: 'History', content: <p>past orders</p> },
        { key: 'trades', label: 'Trades', content: <p>fills</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves selection with arrow keys and shows the matching panel', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    const open = screen.getByRole('tab', { name: 'Open' });
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Open' })).toHaveTextContent('open orders');
    await userEvent.click(open);
    await userEvent.keyboard('{ArrowRight}');
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('past orders');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(open).toHaveAttribute('tabindex', '0');
    expect(history).toHaveAttribute('tabindex', '-1');
  });
});
