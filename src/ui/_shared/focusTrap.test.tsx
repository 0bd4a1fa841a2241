import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './focusTrap';

function Layer({ name }: { name: string }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, true);
  return (
    <div ref={root} role="dialog" aria-label={name}>
      <button type="button">{`${name} first`}</button>
      <button type="button">{`${name} last`}</button>
    </div>
  );
}

function Screen({ sheet, confirm }: { sheet: boolean; confirm: boolean }) {
  return (
    <>
      <button type="button">opener</button>
      {sheet && <Layer name="sheet" />}
      {confirm && <Layer name="confirm" />}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in as the layer appears, keeps Tab inside, and gives it back when it goes', async () => {
    const view = render(<Screen sheet={false} confirm={false} />);
    screen.getByRole('button', { name: 'opener' }).focus();
    view.rerender(<Screen sheet confirm={false} />);
    expect(screen.getByRole('button', { name: 'sheet first' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'sheet first' })).toHaveFocus();
    view.rerender(<Screen sheet={false} confirm={false} />);
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  it('leaves focus in a layer that opened while the first was still closing', () => {
    const view = render(<Screen sheet={false} confirm={false} />);
    screen.getByRole('button', { name: 'opener' }).focus();
    view.rerender(<Screen sheet confirm={false} />);
    // the sheet is still on screen (its exit animation) when the confirmation opens over it
    view.rerender(<Screen sheet confirm />);
    expect(screen.getByRole('button', { name: 'confirm first' })).toHaveFocus();
    view.rerender(<Screen sheet={false} confirm />);
    expect(screen.getByRole('button', { name: 'confirm first' })).toHaveFocus();
  });
});
