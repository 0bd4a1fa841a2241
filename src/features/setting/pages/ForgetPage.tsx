import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type * as z from 'zod/mini';
import {
  AccountCodeFields,
  areaAtom,
  AuthScreen,
  FormAccountTypeSwitch,
  resetSchema,
  TextLink,
  useAccountSchema,
} from '@/features/auth';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Form, FormAlert, useFormDraft, useZodForm } from '@/ui/Form';
import { toast } from '@/ui/Toast';
import { useForgetPassword } from '../hooks';
import { emptyReset, resetDraftAtom } from '../state';

type Reset = z.output<ReturnType<typeof resetSchema>>;

/** /pages/setting/forget: code to the account's e-mail or phone, then a new password. */
export default function ForgetPage() {
  const { t } = useTranslation('setting');
  const navigate = useNavigate();
  const area = useAtomValue(areaAtom);
  const form = useZodForm(useAccountSchema(resetSchema), { defaultValues: emptyReset });
  const draft = useFormDraft(form, resetDraftAtom);
  const mutation = useForgetPassword();

  const submit = (v: Reset) =>
    mutation.mutate(
      { type: v.type, account: v.account, code: v.code, password: v.password, rePassword: v.confirm, area },
      {
        onSuccess: () => {
          draft.clear();
          toast.show(t('forget.success'), { kind: 'success' });
          void navigate(paths.login(), { replace: true });
        },
      },
    );

  return (
    <AuthScreen
      title={t('forget.title')}
      heading={t('forget.heading')}
      footer={
        <TextLink to={paths.login()} replace>
          {t('forget.backToLogin')}
        </TextLink>
      }
    >
      <$Intro>{t('forget.body')}</$Intro>
      <FormAccountTypeSwitch form={form} />
      <Form onSubmit={form.handleSubmit(submit)} noValidate>
        <AccountCodeFields form={form} scene="forget" passwordLabel={t('forget.newPassword')} autoComplete="username" />
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}

const $Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
