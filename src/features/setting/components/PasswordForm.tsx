import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form, FormAlert } from '@/ui/Form';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useChangeLoginPassword, useSetPayPassword } from '../accountHooks';
import { loginPasswordProblems, PAY_PASSWORD_LENGTH, payPasswordProblems, type PasswordValues } from '../rules';
import { useProblem } from '../useProblem';

const EMPTY: PasswordValues = { current: '', password: '', confirm: '' };

/**
 * The login-password change (`mode` login) or the pay password (`mode` pay), both proven with the current
 * login password (`/safe/update_password`, decisions 81, 82). Checked before sending; kept when the server refuses.
 */
export function PasswordForm({ mode, onDone }: { mode: 'login' | 'pay'; onDone: () => void }) {
  const { t } = useTranslation('setting');
  const text = useProblem();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const login = useChangeLoginPassword(t('password.done'));
  const pay = useSetPayPassword(t('payPassword.done'));
  const mutation = mode === 'login' ? login : pay;
  const problems = mode === 'login' ? loginPasswordProblems(values) : payPasswordProblems(values);
  const shown = (name: keyof PasswordValues) => (checked ? text(problems[name]) : undefined);
  const set = (name: keyof PasswordValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    const done = { onSuccess: onDone };
    if (mode === 'login')
      login.mutate({ current: values.current, password: values.password, rePassword: values.confirm }, done);
    else pay.mutate({ loginPassword: values.current, password: values.password, rePassword: values.confirm }, done);
  };

  const digits = mode === 'pay' ? ({ inputMode: 'numeric', maxLength: PAY_PASSWORD_LENGTH } as const) : {};
  return (
    <$Body>
      <Form onSubmit={submit} noValidate>
        <TextField
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          error={shown('current')}
        />
        <TextField
          type="password"
          label={mode === 'login' ? t('password.new') : t('payPassword.new')}
          hint={
            mode === 'login'
              ? t('password.hint', { min: PASSWORD_MIN_LENGTH })
              : t('payPassword.hint', { length: PAY_PASSWORD_LENGTH })
          }
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={shown('password')}
          {...digits}
        />
        <TextField
          type="password"
          label={t('password.confirm')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={shown('confirm')}
          {...digits}
        />
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
