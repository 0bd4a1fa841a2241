import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType, CodeScene } from '@/api/auth';
import { toast } from '@/ui/Toast';
import { sendCode } from './hooks';
import { areaAtom } from './state';

/**
 * "Send code" for a form: `account()` checks the account first (its message shows on its field) and resolves
 * it, or undefined when it is not valid; then the code goes by e-mail or SMS. A refusal is kept in `error`
 * for the form to show inline, for the account type it was about.
 */
export function useCodeSender(p: { type: AccountType; scene: CodeScene; account: () => Promise<string | undefined> }) {
  const { t } = useTranslation('auth');
  const area = useAtomValue(areaAtom);
  const [refusal, setRefusal] = useState<{ type: AccountType; message: string }>();

  const onSend = async () => {
    setRefusal(undefined);
    const account = await p.account();
    if (account === undefined) throw new Error('account not valid');
    try {
      await sendCode({ type: p.type, account, area, scene: p.scene });
    } catch (e) {
      setRefusal({ type: p.type, message: e instanceof Error ? e.message : String(e) });
      throw e;
    }
    const target = p.type === 'email' ? account : `+${area.code} ${account}`;
    toast.show(t('code.sent', { target }), { kind: 'success' });
  };

  return { onSend, error: refusal?.type === p.type ? refusal.message : undefined };
}
