import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginParams } from '@/api/auth';
import { isApiError } from '@/api/errors';
import { LanguageButton } from '@/features/language';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Form, FormAlert, FormField, useFormDraft, useZodForm } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { FormAccountField, FormAccountTypeSwitch } from '../components/AccountFormFields';
import { AuthScreen } from '../components/AuthScreen';
import { GoogleCodeStep } from '../components/GoogleCodeStep';
import { TextLink } from '../components/TextLink';
import { destinationAfterLogin } from '../destination';
import { useLogin } from '../hooks';
import { areaAtom, emptyLogin, loginDraftAtom } from '../state';
import { useAccountSchema } from '../useAccountSchema';
import { loginSchema } from '../validation';

/**
 * /pages/common/login: e-mail or phone + password, then the Google code when the account has one. The
 * language picker sits in the nav bar: a visitor can switch language before signing in.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const area = useAtomValue(areaAtom);
  const form = useZodForm(useAccountSchema(loginSchema), { defaultValues: emptyLogin });
  useFormDraft(form, loginDraftAtom);
  const type = useWatch({ control: form.control, name: 'type' });
  const mutation = useLogin();
  const [step, setStep] = useState<'credentials' | 'google'>('credentials');

  const send = (params: LoginParams) =>
    mutation.mutate(params, {
      onSuccess: () => {
        form.setValue('password', '');
        void navigate(destinationAfterLogin(location.state), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'google') setStep('google');
      },
    });

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
          // the same credentials again, now with the code
          onSubmit={(code) => mutation.variables && send({ ...mutation.variables, code })}
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
      <FormAccountTypeSwitch form={form} />
      <Form onSubmit={form.handleSubmit((v) => send({ ...v, area }))} noValidate>
        <FormAccountField form={form} name="account" type={type} autoComplete="username" />
        <FormField control={form.control} name="password" label={t('field.password')}>
          {(field) => <TextField {...field} type="password" autoComplete="current-password" />}
        </FormField>
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
