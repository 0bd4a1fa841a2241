import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { Form, FormAlert, FormField, useZodForm } from '@/ui/Form';
import { CODE_LENGTH } from '@/lib/constants';
import { Button } from '@/ui/Button';
import { CopyText } from '@/ui/CopyText';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { ShieldAlert } from '@/ui/Icon';
import { NoticeBar } from '@/ui/NoticeBar';
import { Page } from '@/ui/Page';
import { QRCode } from '@/ui/QRCode';
import { SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useAuthenticatorKey, useBindAuthenticator } from '../accountHooks';
import { useUserInfo } from '../hooks';
import { googleCode } from '../rules';

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP` (easier to retype). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const bindSchema = z.object({ code: googleCode });

function BindForm({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation('setting');
  const form = useZodForm(bindSchema, { defaultValues: { code: '' } });
  const bind = useBindAuthenticator(t('authenticator.done'));

  return (
    <$Body>
      <$Step>{t('authenticator.step1')}</$Step>
      <$Step>{t('authenticator.step2')}</$Step>
      <$Center>
        <QRCode value={uri} label={t('authenticator.qr')} />
      </$Center>
      <$Key>
        <$KeyLabel>{t('authenticator.key')}</$KeyLabel>
        <CopyText value={secret} label={t('authenticator.copy')}>
          <$KeyText className="tabular">{grouped(secret)}</$KeyText>
        </CopyText>
      </$Key>
      <NoticeBar mode="static" tone="warning">
        {t('authenticator.backup')}
      </NoticeBar>
      <$Step>{t('authenticator.step3')}</$Step>
      <Form onSubmit={form.handleSubmit(({ code }) => bind.mutate(code))} noValidate>
        <FormField control={form.control} name="code" label={t('authenticator.code')}>
          {(field) => (
            <TextField
              {...field}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
        <FormAlert>{bind.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={bind.isPending}>
          {t('authenticator.submit')}
        </Button>
      </Form>
    </$Body>
  );
}

/**
 * /pages/setting/bind_authenticator (signed in): a 16-character key from `/user/getAuthenticator`, its
 * `otpauth://` QR and a copy button, then a 6-digit code to `/user/bindAuthenticator`. Once bound, login asks
 * for the code, and changing it is customer service's (spec §6).
 */
export default function BindAuthenticatorPage() {
  const { t } = useTranslation('setting');
  const info = useUserInfo();
  const bound = info.data?.google_bind === true;
  const key = useAuthenticatorKey(info.data !== undefined && !bound);

  let body;
  if (info.isError && !info.data)
    body = <ErrorState message={t('account.loadFailed')} onRetry={() => void info.refetch()} />;
  else if (bound)
    body = (
      <EmptyState icon={ShieldAlert} title={t('authenticator.boundTitle')} description={t('authenticator.boundBody')} />
    );
  else if (key.isError)
    body = <ErrorState message={key.error.message || t('authenticator.loadFailed')} onRetry={() => void key.refetch()} />;
  else if (!key.data) body = <SkeletonList rows={5} label={t('authenticator.loading')} />;
  else body = <BindForm secret={key.data.secret} uri={key.data.uri} />;

  return (
    <Page title={t('authenticator.title')} end="6">
      {body}
    </Page>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Step = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const $Center = styled.div`
  display: flex;
  justify-content: center;
`;

const $Key = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $KeyLabel = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $KeyText = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;
