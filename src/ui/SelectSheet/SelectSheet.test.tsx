import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { SelectSheet, type SelectOption, type SelectSheetProps } from './SelectSheet';

const options: SelectOption[] = [
  { value: 'TRC20', label: 'TRC20' },
  { value: 'ERC20', label: 'ERC20' },
  { value: 'BEP20', label: 'BEP20', disabled: true },
  { value: 'SOL', label: 'Solana', keywords: 'Solana SPL' },
];

function Controlled(props: Omit<SelectSheetProps, 'value' | 'onChange'> & { initial?: string | null; onChange?: (v: string) => void }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <SelectSheet
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('SelectSheet', () => {
  it('is a button named by its label and value that opens a labelled sheet', async () => {
    renderUi(<Controlled label="Network" options={options} initial="ERC20" />);
    const field = screen.getByRole('button', { name: 'Network ERC20' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    const sheet = await screen.findByRole('dialog', { name: 'Network' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = within(sheet).getByRole('listbox', { name: 'Network' });
    expect(within(list).getByRole('option', { name: 'ERC20' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'ERC20' })).toHaveFocus();
    expect(within(list).getByRole('option', { name: 'TRC20' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the placeholder until something is chosen, then the choice', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled label="Network" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Network Select' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TRC20' }));
    expect(onChange).toHaveBeenCalledWith('TRC20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Network TRC20' })).toBeInTheDocument();
  });

  it('moves with the arrow keys past disabled options and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled label="Network" options={options} initial="ERC20" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Network/ }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Solana' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'TRC20' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'ERC20' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('SOL');
  });

  it('ignores a tap on a disabled option and closes on Escape without choosing', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled label="Network" options={options} initial="TRC20" onChange={onChange} />);
    const field = screen.getByRole('button', { name: /Network/ });
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'BEP20' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });

  it('filters by label, keywords and value, says when nothing matches, and Enter takes the first match', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled label="Network" options={options} searchable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Network/ }));
    const search = await screen.findByRole('searchbox');
    expect(search).toHaveFocus();
    await userEvent.keyboard('spl');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Solana']);
    await userEvent.clear(search);
    await userEvent.keyboard('xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No option matches “xyz”');
    await userEvent.clear(search);
    await userEvent.keyboard('20{Enter}');
    expect(onChange).toHaveBeenCalledWith('TRC20');
  });

  it('does not submit the form it sits in from the search field', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Controlled label="Network" options={options} searchable />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Network/ }));
    await screen.findByRole('searchbox');
    await userEvent.keyboard('erc{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Network ERC20' })).toBeInTheDocument();
  });

  it('describes its error and hint, and can be disabled', () => {
    renderUi(<Controlled label="Network" options={options} hint="Pick the sender's network" error="Choose a network" name="network" disabled />);
    const field = screen.getByRole('button', { name: /Network/ });
    expect(field).toHaveAccessibleDescription("Pick the sender's network Choose a network");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeDisabled();
  });
});
