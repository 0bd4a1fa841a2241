import { useCallback, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import styled from 'styled-components';
import { useFormMessage } from './messages';

/** What every field gets: its label, hint and translated error (our fields wire `aria-invalid`/`aria-describedby` from them). */
interface Described<L extends ReactNode> {
  /** As given to FormField (a string for a SelectSheet, any node for a Checkbox's consent text). */
  label: L;
  hint?: ReactNode;
  /** The translated message, present only while the field is invalid. */
  error?: string;
  disabled?: boolean;
}

/** A controlled field's props (`AmountInput`, `SelectSheet`, `CodeInput`, `Checkbox`, `TextField` too). */
export interface ControlledFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  L extends ReactNode = ReactNode,
> extends Described<L> {
  name: N;
  value: FieldPathValue<T, N>;
  /** Takes the new value, or a change event (its `target.value`/`checked` is read). */
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
}

/** A registered native input's props (`TextField`, `Checkbox`): the input keeps its own value. */
export type RegisteredFieldProps<
  N extends string,
  L extends ReactNode = ReactNode,
> = UseFormRegisterReturn<N> & Described<L>;

interface FormFieldBase<T extends FieldValues, N extends FieldPath<T>, L extends ReactNode> {
  control: Control<T, unknown, FieldValues>;
  name: N;
  label: L;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface ControlledFormFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  L extends ReactNode = ReactNode,
> extends FormFieldBase<T, N, L> {
  register?: false;
  children: (field: ControlledFieldProps<T, N, L>) => ReactNode;
}

export interface RegisteredFormFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  L extends ReactNode = ReactNode,
> extends FormFieldBase<T, N, L> {
  /** Register the input (uncontrolled: spread the props on a component that forwards its ref to an <input>). */
  register: true;
  children: (field: RegisteredFieldProps<N, L>) => ReactNode;
}

export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>, L extends ReactNode = ReactNode> =
  ControlledFormFieldProps<T, N, L> | RegisteredFormFieldProps<T, N, L>;

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One field of a `useZodForm` form: it reads the field's state and hands the field component its value, change
 * and blur handlers, label, hint and translated error (which follows a language change, and clears once the value
 * is valid). On a failed submit, the first invalid field gets the focus: a registered input through its ref, a
 * controlled one through the first focusable element it renders (the SelectSheet's button, the first of
 * PasswordFields' inputs).
 *
 *   <FormField control={form.control} name="email" label={t('email')} register>
 *     {(field) => <TextField {...field} type="email" autoComplete="email" />}
 *   </FormField>
 *   <FormField control={form.control} name="amount" label={t('amount')}>
 *     {(field) => <AmountInput {...field} decimals={2} unit="USDT" />}
 *   </FormField>
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, L extends ReactNode = ReactNode>(
  props: FormFieldProps<T, N, L>,
) {
  return props.register ? <Registered {...props} /> : <Controlled {...props} />;
}

function Controlled<T extends FieldValues, N extends FieldPath<T>, L extends ReactNode>({
  control,
  name,
  label,
  hint,
  disabled,
  children,
}: ControlledFormFieldProps<T, N, L>) {
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name, disabled });
  const { ref } = field;
  // the field's focus target: its first focusable element (`display: contents` keeps the wrapper out of layout)
  const holder = useCallback(
    (el: HTMLDivElement | null) =>
      ref(el && { focus: () => el.querySelector<HTMLElement>(FOCUSABLE)?.focus() }),
    [ref],
  );
  return (
    <$Holder ref={holder}>
      {children({
        name,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        disabled: field.disabled,
        label,
        hint,
        error: translate(fieldState.error?.message),
      })}
    </$Holder>
  );
}

function Registered<T extends FieldValues, N extends FieldPath<T>, L extends ReactNode>({
  control,
  name,
  label,
  hint,
  disabled,
  children,
}: RegisteredFormFieldProps<T, N, L>) {
  const translate = useFormMessage();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return children({ ...control.register(name, { disabled }), label, hint, error: translate(error?.message) });
}

const $Holder = styled.div`
  display: contents;
`;
