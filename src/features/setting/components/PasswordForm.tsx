import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { Button } from '@/ui/Button';
import { Form, FormAlert, FormField, useZodForm } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { useChangeLoginPassword, useSetPayPassword } from '../accountHooks';
import { loginPasswordSchema, PAY_PASSWORD_LENGTH, payPasswordSchema, type PasswordValues } from '../rules';

const EMPTY: PasswordValues = { current: '', password: '', confirm: '' };

/**
 * The login-password change (`mode` login) or the pay password (`mode` pay), both proven with the current
 * login password (`/safe/update_password`, decisions 81, 82). Checked before sending; kept when the server refuses.
 */
export function PasswordForm({ mode, onDone }: { mode: 'login' | 'pay'; onDone: () => void }) {
  const { t } = useTranslation('setting');
  const form = useZodForm(mode === 'login' ? loginPasswordSchema : payPasswordSchema, { defaultValues: EMPTY });
  const login = useChangeLoginPassword(t('password.done'));
  const pay = useSetPayPassword(t('payPassword.done'));
  const mutation = mode === 'login' ? login : pay;

  const submit = (v: PasswordValues) => {
    const done = { onSuccess: onDone };
    if (mode === 'login') login.mutate({ current: v.current, password: v.password, rePassword: v.confirm }, done);
    else pay.mutate({ loginPassword: v.current, password: v.password, rePassword: v.confirm }, done);
  };

  const digits = mode === 'pay' ? ({ inputMode: 'numeric', maxLength: PAY_PASSWORD_LENGTH } as const) : {};
  return (
    <$Body>
      <Form onSubmit={form.handleSubmit(submit)} noValidate>
        <FormField control={form.control} name="current" label={t('password.current')}>
          {(field) => <TextField {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField
          control={form.control}
          name="password"
          label={mode === 'login' ? t('password.new') : t('payPassword.new')}
          hint={
            mode === 'login'
              ? t('password.hint', { min: PASSWORD_MIN_LENGTH })
              : t('payPassword.hint', { length: PAY_PASSWORD_LENGTH })
          }
        >
          {(field) => <TextField {...field} type="password" autoComplete="new-password" {...digits} />}
        </FormField>
        <FormField control={form.control} name="confirm" label={t('password.confirm')}>
          {(field) => <TextField {...field} type="password" autoComplete="new-password" {...digits} />}
        </FormField>
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {mode === 'login' ? t('password.submit') : t('payPassword.submit')}
        </Button>
      </Form>
    </$Body>
  );
}

const $Body = styled.div`
  padding: ${({ theme }) => theme.space['4']};
`;
