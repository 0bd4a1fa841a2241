import { useState } from 'react';
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
export const Leverage = meta.story({});
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
export const Invalid = meta.story({ args: { value: undefined, invalid: true, note: 'Leverage above 100× is not offered' } });
export const Disabled = meta.story({ args: { options: leverages.map((o) => ({ ...o, disabled: o.value > 20 })) } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' }, args: { label: 'Leverage' } });
