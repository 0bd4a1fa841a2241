import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';
import { LanguageButton } from '@/features/language';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { AccountField } from '../components/AccountField';
import { AccountTypeSwitch } from '../components/AccountTypeSwitch';
import { AuthScreen } from '../components/AuthScreen';
import { Form, FormAlert } from '@/ui/Form';
import { GoogleCodeStep } from '../components/GoogleCodeStep';
import { TextLink } from '../components/TextLink';
import { destinationAfterLogin } from '../destination';
import { useLogin } from '../hooks';
import { areaAtom, loginDraftAtom, type LoginValues } from '../state';
import { useForm } from '../useForm';
import { useRules } from '../useRules';
import { validateLogin } from '../validation';
import { paths } from '@/lib/routes';

/**
 * /pages/common/login: e-mail or phone + password, then the Google code when the account has one. The
 * language picker sits in the nav bar: a visitor can switch language before signing in.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const rules = useRules();
  const area = useAtomValue(areaAtom);
  const form = useForm(
    loginDraftAtom,
    useCallback((v: LoginValues) => validateLogin(v, rules), [rules]),
  );
  const mutation = useLogin();
  const [step, setStep] = useState<'credentials' | 'google'>('credentials');
  const { values, errors, set, fieldId } = form;

  const send = (code?: string) =>
    mutation.mutate(
      { type: values.type, account: values.account.trim(), password: values.password, code, area },
      {
        onSuccess: () => {
          set('password', '');
          void navigate(destinationAfterLogin(location.state), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.kind === 'google') setStep('google');
        },
      },
    );

  const error = mutation.error;
  const googleAsked = isApiError(error) && error.kind === 'google';
  // A 'google' answer to a code we sent means the code was wrong.
  const serverError = googleAsked
    ? step === 'google' && mutation.variables?.code
      ? t('error.googleInvalid')
      : undefined
    : error?.message;

  if (step === 'google') {
    return (
      <AuthScreen title={t('login.title')} onBack={() => setStep('credentials')}>
        <GoogleCodeStep
          pending={mutation.isPending}
          serverError={serverError}
          onSubmit={(code) => send(code)}
          onCancel={() => {
            mutation.reset();
            setStep('credentials');
          }}
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={t('login.title')}
      heading={t('login.heading')}
      right={<LanguageButton />}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <TextLink to={paths.register()}>{t('login.toRegister')}</TextLink>
        </>
      }
    >
      <AccountTypeSwitch value={values.type} onChange={(type) => set('type', type)} />
      <Form onSubmit={form.handleSubmit(() => send())} noValidate>
        <AccountField
          id={fieldId('account')}
          type={values.type}
          value={values.account}
          onChange={(v) => set('account', v)}
          error={errors.account}
          autoComplete={values.type === 'email' ? 'username' : 'tel-national'}
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('field.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <FormAlert>{serverError}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
        <$Forgot>
          <TextLink to={paths.forget()}>{t('login.forgot')}</TextLink>
        </$Forgot>
      </Form>
    </AuthScreen>
  );
}

const $Forgot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space['2']});
`;
