import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '@/ui/Form';
import { Repeat } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { SelectSheet, type SelectOption } from '@/ui/SelectSheet';

/** One side of the pair: the form field that holds it and its label. */
export interface PairSide<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
}

export interface SwapPairProps<T extends FieldValues, V extends string> {
  /** The `useZodForm` form's control; both fields hold one of `options`' values. */
  control: Control<T, unknown, FieldValues>;
  from: PairSide<T>;
  to: PairSide<T>;
  /** The swap button's name ("Swap accounts"). */
  swapLabel: string;
  options: readonly SelectOption<V>[];
  /** Both sides' new values: choosing the other side's value swaps the two, never the same on both. */
  onChange: (from: V, to: V) => void;
}

/**
 * Two pickers of the same options side by side with a swap button between them: from and to accounts of a
 * transfer, the paid and bought coins of an exchange. The form sets both values in `onChange` (and whatever depends
 * on them: the amount to check again, to clear).
 */
export function SwapPair<T extends FieldValues, V extends string>({
  control,
  from,
  to,
  swapLabel,
  options,
  onChange,
}: SwapPairProps<T, V>) {
  const [a, b] = useWatch({ control, name: [from.name, to.name] }) as [V, V];
  return (
    <$Pair>
      <FormField control={control} name={from.name} label={from.label}>
        {(field) => (
          <SelectSheet<V> {...field} value={a} options={options} onChange={(v) => onChange(v, v === b ? a : b)} />
        )}
      </FormField>
      <IconButton icon={Repeat} aria-label={swapLabel} onClick={() => onChange(b, a)} />
      <FormField control={control} name={to.name} label={to.label}>
        {(field) => (
          <SelectSheet<V> {...field} value={b} options={options} onChange={(v) => onChange(v === a ? b : a, v)} />
        )}
      </FormField>
    </$Pair>
  );
}

const $Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['2']};
  align-items: end;
`;
