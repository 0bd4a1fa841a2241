import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseOnNavigation } from '../_shared';
import { Button } from '../Button';
import { confirmQueue } from '../Confirm';
import { Dialog } from './Dialog';

/**
 * Renders pending `confirm()` questions. Mount once near the app root (optional: confirm mounts one itself).
 * Navigating away (browser Back included) answers every pending question with false: a question belongs to
 * the page that asked it.
 */
export function ConfirmHost() {
  const { t } = useTranslation('ui');
  const current = useSyncExternalStore(confirmQueue.subscribe, confirmQueue.head, confirmQueue.head);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmQueue.hostMounted(), []);
  const id = current?.id ?? 0;
  return (
    <>
      {current && <CloseOnNavigation onClose={confirmQueue.dismissAll} />}
      <Dialog
        open={current != null}
        onClose={() => confirmQueue.settle(id, false)}
        title={current?.title}
        description={current?.message}
        role="alertdialog"
        showClose={false}
        dismissible={current?.cancelText !== null}
        actions={
          current && (
            <>
              {current.cancelText !== null && (
                <Button variant="secondary" onClick={() => confirmQueue.settle(id, false)}>
                  {current.cancelText ?? t('dialog.cancel')}
                </Button>
              )}
              <Button
                ref={confirmRef}
                variant={current.confirmVariant ?? 'primary'}
                onClick={() => confirmQueue.settle(id, true)}
              >
                {current.confirmText ?? t('dialog.confirm')}
              </Button>
            </>
          )
        }
      />
    </>
  );
}
