import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/lib/constants';
import { SendCodeButton } from '@/ui/SendCodeButton';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { useNow } from '../clock';
import { codeCountdownAtom } from '../state';

export interface CodeFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'label' | 'suffix' | 'prefix' | 'type'> {
  value: string;
  /** Digits only reach it. */
  onChange: (value: string) => void;
  /** Default "Verification code". */
  label?: TextFieldProps['label'];
  /** Sends the code; reject when it was not sent (the countdown does not start). */
  onSend: () => Promise<unknown>;
  /** Keeps the running countdown per form across a trip to the area picker. */
  countdownKey: string;
}

/** Verification-code field with its "Send code → Resend in 59s" button. */
export function CodeField({ value, onChange, label, onSend, countdownKey, ...rest }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const now = useNow();
  const [endAts, setEndAts] = useAtom(codeCountdownAtom);
  return (
    <TextField
      label={label ?? t('field.code')}
      placeholder={t('field.code.placeholder', { length: CODE_LENGTH })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D+/g, ''))}
      suffix={
        <SendCodeButton
          onSend={onSend}
          now={now}
          initialEndAt={endAts[countdownKey] ?? null}
          onEndAtChange={(endAt) => setEndAts((prev) => ({ ...prev, [countdownKey]: endAt }))}
        />
      }
    />
  );
}
