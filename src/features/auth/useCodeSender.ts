import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType, CodeScene } from '@/api/auth';
import { toast } from '@/ui/Toast';
import { sendCode } from './hooks';
import { areaAtom } from './state';

/**
 * "Send code" for a form: checks the account first (its message shows on the field), then sends by
 * e-mail or SMS. A refusal is kept in `error` for the form to show inline.
 */
export function useCodeSender(p: { type: AccountType; account: string; scene: CodeScene; checkAccount: () => boolean }) {
  const { t } = useTranslation('auth');
  const area = useAtomValue(areaAtom);
  const [error, setError] = useState<string>();

  const onSend = async () => {
    setError(undefined);
    if (!p.checkAccount()) throw new Error('account not valid');
    const account = p.account.trim();
    try {
      await sendCode({ type: p.type, account, area, scene: p.scene });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      throw e;
    }
    const target = p.type === 'email' ? account : `+${area.code} ${account}`;
    toast.show(t('code.sent', { target }), { kind: 'success' });
  };

  return { onSend, error, clearError: () => setError(undefined) };
}
