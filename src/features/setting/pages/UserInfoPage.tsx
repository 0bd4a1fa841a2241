import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { assetUrl } from '@/api/base';
import { Form, FormAlert, FormField, useZodForm } from '@/ui/Form';
import { builtPaths, paths, ROUTES } from '@/lib/routes';
import type { UserProfile } from '@/state/session';
import { Button } from '@/ui/Button';
import { Cell, CellGroup } from '@/ui/Cell';
import { CopyText } from '@/ui/CopyText';
import { ErrorState } from '@/ui/ErrorState';
import { ImageUpload } from '@/ui/ImageUpload';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { useAvatarUpload, useEditProfile } from '../accountHooks';
import { useUserInfo } from '../hooks';
import { AVATAR_MAX_BYTES, maskId, NICKNAME, profileSchema, SIGNATURE } from '../rules';

const VERIFICATION = ['real.none', 'real.pending', 'real.verified', 'real.rejected'] as const;

/** The editable part: nickname and signature, checked before sending; the draft survives a refused save. */
function ProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('setting');
  const form = useZodForm(profileSchema, {
    defaultValues: { nickname: user.nickname ?? '', signature: user.signature ?? '' },
  });
  const save = useEditProfile(t('userInfo.saved'));

  return (
    <Form
      onSubmit={form.handleSubmit((v) => save.mutate({ nickname: v.nickname, signature: v.signature || undefined }))}
      noValidate
    >
      <FormField
        control={form.control}
        name="nickname"
        label={t('userInfo.nickname')}
        hint={t('userInfo.nicknameHint', { ...NICKNAME })}
      >
        {(field) => <TextField {...field} autoComplete="nickname" />}
      </FormField>
      <FormField
        control={form.control}
        name="signature"
        label={t('userInfo.signature')}
        hint={t('userInfo.signatureHint', { ...SIGNATURE })}
      >
        {(field) => <TextField {...field} autoComplete="off" />}
      </FormField>
      <FormAlert>{save.error?.message}</FormAlert>
      <Button type="submit" size="lg" block loading={save.isPending}>
        {t('userInfo.save')}
      </Button>
    </Form>
  );
}

/**
 * /pages/setting/userInfo (signed in): the avatar (`/upload`, then `/user/uploadHeadPortrait`), nickname and
 * signature (`/user/editNickname`), and what `/user/info` says: phone, e-mail, real name, ID number (masked),
 * credit score, invitation code, demo or real account.
 */
export default function UserInfoPage() {
  const { t } = useTranslation('setting');
  const info = useUserInfo();
  const upload = useAvatarUpload();
  const user = info.data;

  let body;
  if (!user && info.isError)
    body = <ErrorState message={t('account.loadFailed')} onRetry={() => void info.refetch()} />;
  else if (!user) body = <SkeletonList rows={6} label={t('userInfo.loading')} />;
  else {
    const none = t('userInfo.none');
    body = (
      <>
        <$Section>
          <ImageUpload
            label={t('account.avatar')}
            value={assetUrl(user.head_portrait ?? '') || null}
            onChange={() => undefined}
            upload={upload}
            removable={false}
            maxBytes={AVATAR_MAX_BYTES}
            maxDimension={512}
          />
        </$Section>
        <$Section>
          <ProfileForm key={user.id} user={user} />
        </$Section>
        <CellGroup title={t('userInfo.details')}>
          <Cell title={t('userInfo.uid')} value={<span className="tabular">{user.id}</span>} />
          <Cell title={t('userInfo.phone')} value={user.phone ? `+${user.area_code ?? ''} ${user.phone}` : none} />
          <Cell title={t('userInfo.email')} value={user.email || none} />
          <Cell
            title={t('userInfo.realName')}
            value={user.real_name || t(VERIFICATION[user.real_name_status ?? 0] ?? 'real.none')}
            to={user.real_name || !builtPaths.has(ROUTES.real.path) ? undefined : paths.real()}
          />
          <Cell title={t('userInfo.idNumber')} value={user.id_number ? maskId(user.id_number) : none} />
          <Cell title={t('userInfo.creditScore')} value={<span className="tabular">{user.credit_score ?? '—'}</span>} />
          <Cell
            title={t('userInfo.inviteCode')}
            value={
              user.extension_code ? (
                <CopyText value={user.extension_code} label={t('userInfo.copyInvite')}>
                  {user.extension_code}
                </CopyText>
              ) : (
                none
              )
            }
          />
          <Cell title={t('userInfo.accountType')} value={user.is_demo ? t('account.demo') : t('account.real')} />
        </CellGroup>
      </>
    );
  }

  return (
    <Page title={t('userInfo.title')} end="6">
      {body}
    </Page>
  );
}

const $Section = styled.div`
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']} 0;
`;
