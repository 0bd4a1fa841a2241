import { useCallback } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { useFormMessage } from '../Form';
import { PasswordFields, type PasswordFieldsProps } from './PasswordFields';

export interface FormPasswordFieldsProps<T extends FieldValues> extends Omit<
  PasswordFieldsProps,
  'password' | 'confirm' | 'onPasswordChange' | 'onConfirmChange' | 'showErrors' | 'error' | 'confirmError'
> {
  control: Control<T, unknown, FieldValues>;
  /** The password's field (a string). */
  name: FieldPath<T>;
  /** The confirmation's field (a string); the schema checks that it matches. */
  confirmName: FieldPath<T>;
}

/**
 * `PasswordFields` bound to a `useZodForm` form: two fields, the schema's messages (translated) in place of the
 * component's own once the form has been submitted, and the focus on whichever of the two is the first invalid one.
 */
export function FormPasswordFields<T extends FieldValues>({
  control,
  name,
  confirmName,
  ...rest
}: FormPasswordFieldsProps<T>) {
  const translate = useFormMessage();
  const password = useController({ control, name });
  const confirm = useController({ control, name: confirmName });
  const { submitCount } = useFormState({ control });
  const passwordRef = password.field.ref;
  const confirmRef = confirm.field.ref;
  // PasswordFields renders its two inputs in order: the first is the password, the second its confirmation
  const holder = useCallback(
    (el: HTMLDivElement | null) => {
      const input = (i: number) => () => el?.querySelectorAll<HTMLInputElement>('input')[i]?.focus();
      passwordRef(el && { focus: input(0) });
      confirmRef(el && { focus: input(1) });
    },
    [passwordRef, confirmRef],
  );
  return (
    <$Holder ref={holder}>
      <PasswordFields
        {...rest}
        password={(password.field.value as string | undefined) ?? ''}
        confirm={(confirm.field.value as string | undefined) ?? ''}
        onPasswordChange={password.field.onChange}
        onConfirmChange={confirm.field.onChange}
        showErrors={submitCount > 0}
        error={translate(password.fieldState.error?.message)}
        confirmError={translate(confirm.fieldState.error?.message)}
      />
    </$Holder>
  );
}

const $Holder = styled.div`
  display: contents;
`;
