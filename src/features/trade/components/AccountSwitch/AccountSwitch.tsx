import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionSheet } from '@/ui/ActionSheet';
import { Button } from '@/ui/Button';
import { confirm } from '@/ui/Confirm';
import { ChevronDown, Icon } from '@/ui/Icon';
import { toast } from '@/ui/Toast';
import { OwnerUnknownError, type AccountMode } from '../../useAccount';

export interface AccountSwitchProps {
  mode: AccountMode;
  /** Switches to the demo account, creating it the first time (asked first). */
  onToDemo: () => Promise<unknown>;
  /** Switches back to the real account. */
  onToReal: () => Promise<unknown>;
  /** Resets the demo account's funds (asked first). */
  onResetDemo: () => Promise<unknown>;
  pending: boolean;
}

type Action = 'demo' | 'real' | 'reset';

/**
 * Which account the session trades on, as a button: on the real account, switch to the demo account (created
 * with virtual funds the first time, after a confirmation); on the demo account, back to the real one, or reset
 * the demo funds (after a confirmation).
 */
export function AccountSwitch({ mode, onToDemo, onToReal, onResetDemo, pending }: AccountSwitchProps) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  const demo = mode === 'demo';

  const run = async (action: Action) => {
    if (action === 'demo') {
      const ok = await confirm({ title: t('account.toDemoTitle'), message: t('account.toDemoBody'), confirmText: t('account.toDemoConfirm') });
      if (!ok) return;
    }
    if (action === 'reset') {
      const ok = await confirm({ title: t('account.resetTitle'), message: t('account.resetBody'), confirmText: t('account.reset'), confirmVariant: 'danger' });
      if (!ok) return;
    }
    try {
      if (action === 'demo') await onToDemo();
      else if (action === 'real') await onToReal();
      else await onResetDemo();
      toast.success(t(action === 'demo' ? 'account.nowDemo' : action === 'real' ? 'account.nowReal' : 'account.resetDone'));
    } catch (error) {
      // the API client has shown the server's own refusal
      if (error instanceof OwnerUnknownError) toast.error(t('account.ownerUnknown'));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant={demo ? 'primary' : 'secondary'}
        loading={pending}
        aria-haspopup="dialog"
        endIcon={<Icon icon={ChevronDown} size="sm" />}
        onClick={() => setOpen(true)}
      >
        {t(demo ? 'account.demo' : 'account.real')}
      </Button>
      <ActionSheet<Action>
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.title')}
        cancelText={t('confirm.cancel')}
        actions={
          demo
            ? [
                { value: 'real', label: t('account.toReal'), description: t('account.toRealHint') },
                { value: 'reset', label: t('account.reset'), description: t('account.resetHint'), danger: true },
              ]
            : [{ value: 'demo', label: t('account.toDemo'), description: t('account.toDemoHint') }]
        }
        onSelect={(action) => void run(action)}
      />
    </>
  );
}
