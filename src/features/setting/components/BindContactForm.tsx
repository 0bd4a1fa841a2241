import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { areaAtom, FormAccountField, FormCodeField } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Form, FormAlert, useFormDraft, useZodForm } from '@/ui/Form';
import { useBindEmail, useBindMobile } from '../accountHooks';
import { mobile } from '../mobileRule';
import { code, email } from '../rules';
import { bindDraftAtom, emptyBind } from '../state';

type Kind = 'mobile' | 'email';

/** The draft keeps both addresses; the form checks the one it binds, and the code. */
const bindSchema = (kind: Kind, iso2: string) =>
  z.object({
    mobile: kind === 'mobile' ? mobile(iso2) : z.string(),
    email: kind === 'email' ? email : z.string(),
    code,
  });

/**
 * Binds a phone (`/sms_send` then `/safe/mobile`) or an e-mail address (`/sms_mail` then `/safe/email`) with a
 * code of scene `bind`. The address is checked before a code is sent, everything before binding; `onDone` after.
 */
export function BindContactForm({ kind, onDone }: { kind: Kind; onDone: () => void }) {
  const { t } = useTranslation('setting');
  const area = useAtomValue(areaAtom);
  const schema = useMemo(() => bindSchema(kind, area.iso2), [kind, area.iso2]);
  const form = useZodForm(schema, { defaultValues: emptyBind });
  const draft = useFormDraft(form, bindDraftAtom);
  const bindMobile = useBindMobile(t('bind.doneMobile'));
  const bindEmail = useBindEmail(t('bind.doneEmail'));
  const mutation = kind === 'mobile' ? bindMobile : bindEmail;

  const submit = (v: z.output<typeof schema>) => {
    const done = {
      onSuccess: () => {
        draft.clear();
        onDone();
      },
    };
    if (kind === 'mobile') bindMobile.mutate({ mobile: v.mobile, area, code: v.code }, done);
    else bindEmail.mutate({ email: v.email, code: v.code }, done);
  };

  return (
    <$Body>
      <$Intro>{kind === 'mobile' ? t('bind.introMobile') : t('bind.introEmail')}</$Intro>
      <Form onSubmit={form.handleSubmit(submit)} noValidate>
        <FormAccountField form={form} name={kind} type={kind} />
        <FormCodeField form={form} name="code" accountName={kind} type={kind} scene="bind" />
        <FormAlert>{mutation.error?.message}</FormAlert>
        <Button type="submit" size="lg" block loading={mutation.isPending}>
          {kind === 'mobile' ? t('bind.submitMobile') : t('bind.submitEmail')}
        </Button>
      </Form>
    </$Body>
  );
}

const $Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

const $Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
