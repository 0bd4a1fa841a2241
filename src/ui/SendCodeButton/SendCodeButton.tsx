import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_SECONDS } from '@/lib/constants';
import { systemNow, useLatest, useMounted, type NowFn } from '../_shared';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';

export interface SendCodeButtonProps {
  /** Sends the code. Resolve = sent (the countdown starts); reject = not sent (the caller shows the error). */
  onSend: () => Promise<unknown>;
  /** Countdown length in seconds (default RESEND_SECONDS = 60). */
  seconds?: number;
  /** Clock (ms since epoch); inject a frozen one in stories/tests. */
  now?: NowFn;
  /** Start already counting down to this timestamp (e.g. restored after a remount). */
  initialEndAt?: number | null;
  /** Told whenever a countdown starts (its end timestamp) or ends (null). */
  onEndAtChange?: (endAt: number | null) => void;
  /** e.g. while the phone/email is not valid yet. */
  disabled?: boolean;
  /** Overrides "Send code". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const remainingSeconds = (endAt: number, now: number) => Math.max(0, Math.ceil((endAt - now) / 1000));

/**
 * "Send code" → (sending…) → "Resend in 59s" … → "Resend code". The count is derived from an end
 * timestamp, so a throttled tab or a paused JS thread never drifts. It stays focusable while counting
 * (aria-disabled) so keyboard and screen-reader focus is not thrown away.
 */
export function SendCodeButton({
  onSend,
  seconds = RESEND_SECONDS,
  now = systemNow,
  initialEndAt = null,
  onEndAtChange,
  disabled = false,
  label,
  variant = 'ghost',
  size = 'sm',
  className,
}: SendCodeButtonProps) {
  const { t } = useTranslation('ui');
  const mounted = useMounted();
  const nowRef = useLatest(now);
  const onEndRef = useLatest(onEndAtChange);
  const [sending, setSending] = useState(false);
  const [endAt, setEndAt] = useState<number | null>(() =>
    initialEndAt != null && remainingSeconds(initialEndAt, now()) > 0 ? initialEndAt : null,
  );
  const [left, setLeft] = useState(() => (endAt == null ? 0 : remainingSeconds(endAt, now())));
  const [sentOnce, setSentOnce] = useState(initialEndAt != null);

  useEffect(() => {
    if (endAt == null) return;
    const tick = () => {
      const s = remainingSeconds(endAt, nowRef.current());
      setLeft(s);
      if (s <= 0) {
        setEndAt(null);
        onEndRef.current?.(null);
      }
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endAt, nowRef, onEndRef]);

  const counting = endAt != null && left > 0;

  const send = async () => {
    if (sending || counting || disabled) return;
    setSending(true);
    try {
      await onSend();
      if (!mounted.current) return;
      const end = nowRef.current() + seconds * 1000;
      setEndAt(end);
      setLeft(seconds);
      setSentOnce(true);
      onEndRef.current?.(end);
    } catch {
      // Not sent: the caller (or the API client) has already told the user why.
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const text = sending
    ? t('sendCode.sending')
    : counting
      ? t('sendCode.resendIn', { seconds: left })
      : sentOnce
        ? t('sendCode.resend')
        : (label ?? t('sendCode.send'));

  return (
    <Button
      className={className}
      variant={variant}
      size={size}
      loading={sending}
      disabled={disabled}
      aria-disabled={counting || undefined}
      data-counting={counting || undefined}
      onClick={() => void send()}
    >
      <span className="tabular">{text}</span>
    </Button>
  );
}
