import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Collapse } from './Collapse';

const items = [
  { id: 'kyc', title: 'How do I verify my identity?', content: 'Open Profile → Verification.' },
  { id: 'fee', title: 'What are the fees?', content: '0.1% per trade.' },
];

describe('Collapse', () => {
  it('exposes heading buttons with aria-expanded controlling labelled regions', async () => {
    renderUi(<Collapse items={items} />);
    const button = screen.getByRole('button', { name: 'How do I verify my identity?' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'region');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    expect(panel).toHaveAccessibleName('How do I verify my identity?');
  });

  it('keeps one panel open in accordion mode', async () => {
    const onChange = vi.fn();
    renderUi(<Collapse items={items} accordion defaultOpen={['kyc']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'What are the fees?' }));
    expect(onChange).toHaveBeenLastCalledWith(['fee']);
    expect(screen.getByRole('button', { name: 'How do I verify my identity?' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'What are the fees?' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
