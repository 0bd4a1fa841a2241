import { useAtom, useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountField, areaAtom, CodeField, useCodeSender } from '@/features/auth';
import { Form, FormAlert } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { useBindEmail, useBindMobile } from '../accountHooks';
import { mobileProblem } from '../mobileRule';
import { codeProblem, emailProblem } from '../rules';
import { bindDraftAtom } from '../state';
import { useProblem } from '../useProblem';

/**
 * Binds a phone (`/sms_send` then `/safe/mobile`) or an e-mail address (`/sms_mail` then `/safe/email`) with a
 * code of scene `bind`. Everything is checked before a code is sent or the form is; `onDone` after binding.
 */
export function BindContactForm({ kind, onDone }: { kind: 'mobile' | 'email'; onDone: () => void }) {
  const { t } = useTranslation('setting');
  const text = useProblem();
  const area = useAtomValue(areaAtom);
  const [draft, setDraft] = useAtom(bindDraftAtom);
  const [checked, setChecked] = useState<'account' | 'all' | null>(null);
  const account = kind === 'mobile' ? draft.mobile : draft.email;
  const problems = {
    account: kind === 'mobile' ? mobileProblem(account, area.iso2) : emailProblem(account),
    code: codeProblem(draft.code),
  };
  const sender = useCodeSender({
    type: kind,
    account,
    scene: 'bind',
    checkAccount: () => {
      setChecked((c) => c ?? 'account');
      return !problems.account;
    },
  });
  const bindMobile = useBindMobile(t('bind.doneMobile'));
  const bindEmail = useBindEmail(t('bind.doneEmail'));
  const mutation = kind === 'mobile' ? bindMobile : bindEmail;
  const setAccount = (value: string) => setDraft((d) => ({ ...d, [kind]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked('all');
    if (problems.account || problems.code) return;
    const done = {
      onSuccess: () => {
        setDraft({ mobile: '', email: '', code: '' });
        onDone();
      },
    };
    if (kind === 'mobile') bindMobile.mutate({ mobile: account.trim(), area, code: draft.code }, done);
    else bindEmail.mutate({ email: account.trim(), code: draft.code }, done);
  };

  return (
    <$Body>
      <$Intro>{kind === 'mobile' ? t('bind.introMobile') : t('bind.introEmail')}</$Intro>
      <Form onSubmit={submit} noValidate>
        <AccountField
          id={`bind-${kind}`}
          type={kind}
          value={account}
          onChange={setAccount}
          error={checked ? text(problems.account) : undefined}
        />
        <CodeField
          id={`bind-${kind}-code`}
          value={draft.code}
          onChange={(code) => setDraft((d) => ({ ...d, code }))}
          error={(checked === 'all' ? text(problems.code) : undefined) ?? sender.error}
          onSend={sender.onSend}
          countdownKey={`bind:${kind}`}
        />
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
