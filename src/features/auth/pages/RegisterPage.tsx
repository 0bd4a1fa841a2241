import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageButton } from '@/features/language';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/Toast';
import { AccountField } from '../components/AccountField';
import { AccountTypeSwitch } from '../components/AccountTypeSwitch';
import { AuthScreen } from '../components/AuthScreen';
import { CodeField } from '../components/CodeField';
import { Form, FormAlert } from '@/ui/Form';
import { TextLink } from '../components/TextLink';
import { useRegister } from '../hooks';
import { areaAtom, emptyRegister, registerDraftAtom, type RegisterValues } from '../state';
import { useCodeSender } from '../useCodeSender';
import { useForm } from '../useForm';
import { useRules } from '../useRules';
import { validateRegister } from '../validation';
import { paths } from '@/lib/routes';

/** /pages/common/register: account, code, password twice, optional invite code, consent; the language picker. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rules = useRules();
  const area = useAtomValue(areaAtom);
  const form = useForm(
    registerDraftAtom,
    useCallback((v: RegisterValues) => validateRegister(v, rules), [rules]),
  );
  const { values, errors, set, fieldId } = form;
  const mutation = useRegister();
  const sender = useCodeSender({
    type: values.type,
    account: values.account,
    scene: 'register',
    checkAccount: () => form.checkField('account'),
  });

  // An invite link (`…/register?code=AB12CD`) fills the invite code once.
  const invite = params.get('code');
  useEffect(() => {
    if (invite) set('invite', invite);
  }, [invite, set]);

  const submit = (v: RegisterValues) =>
    mutation.mutate(
      {
        type: v.type,
        account: v.account.trim(),
        code: v.code,
        password: v.password,
        rePassword: v.confirm,
        inviteCode: v.invite.trim() || undefined,
        area,
      },
      {
        onSuccess: ({ signedIn }) => {
          form.reset(emptyRegister);
          if (signedIn) return void navigate(paths.home(), { replace: true });
          toast.show(t('register.loginManually'));
          void navigate(paths.login(), { replace: true });
        },
      },
    );

  return (
    <AuthScreen
      title={t('register.title')}
      heading={t('register.heading')}
      right={<LanguageButton />}
      footer={
        <>
          <span>{t('register.haveAccount')}</span>
          <TextLink to={paths.login()} replace>
            {t('register.toLogin')}
          </TextLink>
        </>
      }
    >
      <AccountTypeSwitch
        value={values.type}
        onChange={(type) => {
          sender.clearError();
          set('type', type);
        }}
      />
      <Form onSubmit={form.handleSubmit(submit)} noValidate>
        <AccountField
          id={fieldId('account')}
          type={values.type}
          value={values.account}
          onChange={(v) => set('account', v)}
          error={errors.account}
        />
        <CodeField
          id={fieldId('code')}
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code ?? sender.error}
          onSend={sender.onSend}
          countdownKey={`register:${values.type}`}
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('field.password')}
          placeholder={t('field.password.placeholder', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <TextField
          id={fieldId('confirm')}
          type="password"
          label={t('field.confirm')}
          placeholder={t('field.confirm.placeholder')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => set('confirm', e.target.value)}
          error={errors.confirm}
        />
        <TextField
          id={fieldId('invite')}
          label={t('field.invite')}
          placeholder={t('field.invite.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          value={values.invite}
          onChange={(e) => set('invite', e.target.value)}
          clearable
          onClear={() => set('invite', '')}
        />
        <Checkbox
          id={fieldId('consent')}
          round
          label={t('register.consent')}
          checked={values.consent}
          onChange={(e) => set('consent', e.target.checked)}
          error={errors.consent}
        />
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
