import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render';
import { ChoiceChips } from './ChoiceChips';

afterEach(cleanup);

function Leverage({ note, invalid }: { note?: string; invalid?: boolean }) {
  const [value, setValue] = useState(10);
  return (
    <ChoiceChips<number>
      label="Leverage"
      options={[1, 10, 100].map((v) => ({ value: v, label: `${v}×`, detail: v > 10 ? 'risky' : undefined }))}
      value={value}
      onChange={setValue}
      note={note}
      invalid={invalid}
    />
  );
}

describe('ChoiceChips', () => {
  it('is a labelled radio group; a click or the arrow keys choose', async () => {
    const { user } = renderTrade(<Leverage />);
    const group = screen.getByRole('radiogroup', { name: 'Leverage' });
    expect(screen.getByRole('radio', { name: '10×' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /100×/ }));
    expect(screen.getByRole('radio', { name: /100×/ })).toBeChecked();
    expect(group).toHaveTextContent('risky');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '10×' })).toBeChecked();
  });

  it('announces an error note and marks the group invalid', () => {
    renderTrade(<Leverage note="Leverage above 100× is not offered" invalid />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Leverage above 100× is not offered');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Leverage above 100× is not offered');
  });
});
