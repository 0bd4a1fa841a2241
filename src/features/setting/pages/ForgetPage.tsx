import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  AccountField,
  AccountTypeSwitch,
  areaAtom,
  AuthScreen,
  CodeField,
  TextLink,
  useCodeSender,
  useForm,
  useRules,
  validateReset,
  type ResetValues,
} from '@/features/auth';
import { PASSWORD_MIN_LENGTH } from '@/lib/validate';
import { Button } from '@/ui/Button';
import { Form, FormAlert } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/Toast';
import { useForgetPassword } from '../hooks';
import { emptyReset, resetDraftAtom } from '../state';
import { paths } from '@/lib/routes';

/** /pages/setting/forget: code to the account's e-mail or phone, then a new password. */
export default function ForgetPage() {
  const { t } = useTranslation(['setting', 'auth']);
  const navigate = useNavigate();
  const rules = useRules();
  const area = useAtomValue(areaAtom);
  const form = useForm(
    resetDraftAtom,
    useCallback((v: ResetValues) => validateReset(v, rules), [rules]),
  );
  const { values, errors, set, fieldId } = form;
  const mutation = useForgetPassword();
  const sender = useCodeSender({
    type: values.type,
    account: values.account,
    scene: 'forget',
    checkAccount: () => form.checkField('account'),
  });

  const submit = (v: ResetValues) =>
    mutation.mutate(
      {
        type: v.type,
        account: v.account.trim(),
        code: v.code,
        password: v.password,
        rePassword: v.confirm,
        area,
      },
      {
        onSuccess: () => {
          form.reset(emptyReset);
          toast.show(t('setting:forget.success'), { kind: 'success' });
          void navigate(paths.login(), { replace: true });
        },
      },
    );

  return (
    <AuthScreen
      title={t('setting:forget.title')}
      heading={t('setting:forget.heading')}
      footer={
        <TextLink to={paths.login()} replace>
          {t('setting:forget.backToLogin')}
        </TextLink>
      }
    >
      <$Intro>{t('setting:forget.body')}</$Intro>
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
          autoComplete={values.type === 'email' ? 'username' : 'tel-national'}
        />
        <CodeField
          id={fieldId('code')}
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code ?? sender.error}
          onSend={sender.onSend}
          countdownKey={`forget:${values.type}`}
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('setting:forget.newPassword')}
          placeholder={t('auth:field.password.placeholder', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <TextField
          id={fieldId('confirm')}
          type="password"
          label={t('auth:field.confirm')}
          placeholder={t('auth:field.confirm.placeholder')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => set('confirm', e.target.value)}
          error={errors.confirm}
        />
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {t('setting:forget.submit')}
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
