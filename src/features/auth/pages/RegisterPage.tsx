import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { LanguageButton } from '@/features/language';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Form, FormAlert, FormField, useFormDraft, useZodForm } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/Toast';
import { lazyWhenOpen } from '@/ui/_shared';
import { AccountCodeFields, FormAccountTypeSwitch } from '../components/AccountFormFields';
import { AuthScreen } from '../components/AuthScreen';
import { ConsentText } from '../components/ConsentText';
import type { RegistrationNoticeProps } from '../components/RegistrationNotice';
import { TextLink } from '../components/TextLink';
import { useRegister } from '../hooks';
import { areaAtom, emptyRegister, registerDraftAtom } from '../state';
import { useAccountSchema } from '../useAccountSchema';
import { registerSchema } from '../validation';

type Registration = z.output<ReturnType<typeof registerSchema>>;

/** The registration notice's sheet, loaded when first opened (the register page's first screen has none of it). */
const RegistrationNotice = lazyWhenOpen<RegistrationNoticeProps>(() =>
  import('../components/RegistrationNotice').then((m) => m.RegistrationNotice),
);

/**
 * /pages/common/register: account, code, password twice, optional invite code, consent (its "registration notice"
 * opens the notice in a sheet); the language picker.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const area = useAtomValue(areaAtom);
  const form = useZodForm(useAccountSchema(registerSchema), { defaultValues: emptyRegister });
  const draft = useFormDraft(form, registerDraftAtom);
  const mutation = useRegister();
  const [notice, setNotice] = useState(false);

  // An invite link (`…/register?code=AB12CD`) fills the invite code once.
  const invite = params.get('code');
  const { setValue } = form;
  useEffect(() => {
    if (invite) setValue('invite', invite);
  }, [invite, setValue]);

  const submit = (v: Registration) =>
    mutation.mutate(
      {
        type: v.type,
        account: v.account,
        code: v.code,
        password: v.password,
        rePassword: v.confirm,
        inviteCode: v.invite || undefined,
        area,
      },
      {
        onSuccess: ({ signedIn }) => {
          draft.clear();
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
      <FormAccountTypeSwitch form={form} />
      <Form onSubmit={form.handleSubmit(submit)} noValidate>
        <AccountCodeFields form={form} scene="register" />
        <FormField control={form.control} name="invite" label={t('field.invite')}>
          {(field) => (
            <TextField
              {...field}
              placeholder={t('field.invite.placeholder')}
              autoCapitalize="characters"
              autoComplete="off"
              clearable
            />
          )}
        </FormField>
        <FormField control={form.control} name="consent" label={<ConsentText onOpenNotice={() => setNotice(true)} />}>
          {({ value, onChange, ...field }) => (
            <Checkbox {...field} round checked={value} onChange={onChange} />
          )}
        </FormField>
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <RegistrationNotice open={notice} onClose={() => setNotice(false)} />
    </AuthScreen>
  );
}
