import { useTranslation } from 'react-i18next';
import { useFormState, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { AccountType, CodeScene } from '@/api/auth';
import { FormField } from '@/ui/Form';
import { FormPasswordFields } from '@/ui/PasswordFields';
import { useCodeSender } from '../useCodeSender';
import { AccountField } from './AccountField';
import { AccountTypeSwitch } from './AccountTypeSwitch';
import { CodeField } from './CodeField';

/**
 * The account kit bound to a `useZodForm` form (login, registration, the password reset, binding a phone or an
 * e-mail address): the fields read and write the form's values and show its schema's messages.
 */
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>;

interface AccountValues {
  type: AccountType;
  account: string;
}

interface AccountCodeValues extends AccountValues {
  code: string;
  password: string;
  confirm: string;
}

/**
 * The form seen through the fields a part binds by their fixed names: `T extends AccountValues` has made sure
 * the form holds them.
 */
const through = <V extends FieldValues>(form: object) => form as AnyForm<V>;

/** E-mail | Phone, bound to the form's `type`; an account already flagged is checked again under the new type. */
export function FormAccountTypeSwitch<T extends AccountValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation('auth');
  const f = through<AccountValues>(form);
  return (
    <FormField control={f.control} name="type" label={t('accountType.label')}>
      {(field) => (
        <AccountTypeSwitch
          value={field.value}
          onChange={(type) => {
            field.onChange(type);
            if (f.getFieldState('account').error) void f.trigger('account');
          }}
        />
      )}
    </FormField>
  );
}

export interface FormAccountFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: FieldPath<T>;
  type: AccountType;
  autoComplete?: 'username';
}

/**
 * The e-mail or phone field of a form. Registered, so a failed check focuses the input itself (not the
 * calling-code button in front of it). Once a check has flagged it (a send-code button checks it alone, before
 * any submit), it is checked again as it changes: the message goes as soon as the account is valid.
 */
export function FormAccountField<T extends FieldValues>({ form, name, type, autoComplete }: FormAccountFieldProps<T>) {
  const { t } = useTranslation('auth');
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const { isSubmitted } = useFormState({ control: form.control });
  return (
    <FormField
      control={form.control}
      name={name}
      label={type === 'email' ? t('field.email') : t('field.mobile')}
      register
    >
      {({ onChange, ...field }) => (
        <AccountField
          {...field}
          type={type}
          autoComplete={autoComplete}
          value={value ?? ''}
          onChange={async (e) => {
            await onChange(e);
            if (field.error && !isSubmitted) void form.trigger(name);
          }}
        />
      )}
    </FormField>
  );
}

export interface FormCodeFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: FieldPath<T>;
  /** The account field the code goes to; "Send code" checks it first. */
  accountName: FieldPath<T>;
  type: AccountType;
  scene: CodeScene;
}

/**
 * The verification code of a form, with its "Send code" button: that checks the account field alone (its
 * message shows there, and it takes the focus), then sends. A refused send shows on this field.
 */
export function FormCodeField<T extends FieldValues>({ form, name, accountName, type, scene }: FormCodeFieldProps<T>) {
  const { t } = useTranslation('auth');
  const { trigger, getValues } = form;
  const sender = useCodeSender({
    type,
    scene,
    account: async () =>
      (await trigger(accountName, { shouldFocus: true })) ? String(getValues(accountName)).trim() : undefined,
  });
  return (
    <FormField control={form.control} name={name} label={t('field.code')}>
      {(field) => (
        <CodeField
          {...field}
          value={(field.value as string | undefined) ?? ''}
          error={field.error ?? sender.error}
          onSend={sender.onSend}
          countdownKey={`${scene}:${type}`}
        />
      )}
    </FormField>
  );
}

/**
 * The account, its verification code and a new password twice: the fields registration and the password reset
 * share (their schemas check them alike, `validation.ts`). Under a `FormAccountTypeSwitch`.
 */
export function AccountCodeFields<T extends AccountCodeValues>({
  form,
  scene,
  passwordLabel,
  autoComplete,
}: {
  form: AnyForm<T>;
  scene: CodeScene;
  /** Default "Password". */
  passwordLabel?: string;
  autoComplete?: 'username';
}) {
  const { t } = useTranslation('auth');
  const f = through<AccountCodeValues>(form);
  const type = useWatch({ control: f.control, name: 'type' });
  return (
    <>
      <FormAccountField form={f} name="account" type={type} autoComplete={autoComplete} />
      <FormCodeField form={f} name="code" accountName="account" type={type} scene={scene} />
      <FormPasswordFields
        control={f.control}
        name="password"
        confirmName="confirm"
        passwordLabel={passwordLabel ?? t('field.password')}
        confirmLabel={t('field.confirm')}
      />
    </>
  );
}
