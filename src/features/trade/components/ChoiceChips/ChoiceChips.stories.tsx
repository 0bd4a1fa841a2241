import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad } from '@/ui/_shared/stories';
import { ChoiceChips, type ChoiceChipsProps } from './ChoiceChips';

function Stateful(props: ChoiceChipsProps<number>) {
  const [value, setValue] = useState(props.value);
  return <ChoiceChips<number> {...props} value={value} onChange={setValue} />;
}

const leverages = [1, 2, 3, 5, 10, 20, 50, 100].map((v) => ({ value: v, label: `${v}×` }));

const meta = preview.meta({
  title: 'Trade/ChoiceChips',
  component: Stateful,
  args: { label: 'Leverage', options: leverages, value: 10, onChange: () => {} },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
/** Widths of the chips' faces (what the user sees), rounded to the pixel. */
const faceWidths = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('input[type=radio]')].map((r) => Math.round(r.nextElementSibling!.getBoundingClientRect().width));

/**
 * A regular grid (issue 28 item 13): as many columns as fit, and the last row's leftovers keep the column width,
 * never one chip stretched across the row.
 */
export const Leverage = meta.story({
  play: async ({ canvasElement }) => {
    const widths = faceWidths(canvasElement);
    await expect(new Set(widths).size).toBe(1);
  },
});
export const Durations = meta.story({
  args: {
    label: 'Duration',
    value: 60,
    options: [
      { value: 30, label: '30 s', detail: 'Profit 80%' },
      { value: 60, label: '60 s', detail: 'Profit 85% · min 10.00' },
      { value: 300, label: '300 s', detail: 'Profit 95% · min 100.00' },
    ],
  },
});
/** One row that scrolls sideways in the ticket's narrow column; the chosen chip is scrolled into view. */
export const Scroll = meta.story({
  args: { scroll: true, value: 20 },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}>{Story()}</div>],
});
/** Four durations in a narrow column: two per row, the same width in every row. */
export const NarrowDurations = meta.story({
  args: {
    label: 'Duration',
    value: 60,
    options: [
      { value: 30, label: '30 s', detail: 'Profit 80% · min 10.00' },
      { value: 60, label: '60 s', detail: 'Profit 85% · min 10.00' },
      { value: 120, label: '120 s', detail: 'Profit 90% · min 50.00' },
      { value: 300, label: '300 s', detail: 'Profit 95% · min 100.00' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(new Set(faceWidths(canvasElement)).size).toBe(1);
  },
});
export const Invalid = meta.story({ args: { value: undefined, invalid: true, note: 'Leverage above 100× is not offered' } });
export const Disabled = meta.story({ args: { options: leverages.map((o) => ({ ...o, disabled: o.value > 20 })) } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' }, args: { label: 'Leverage' } });
