import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Interpolation values of a message (`{{min}}`). */
export type MessageValues = Record<string, string | number>;

/**
 * A zod issue message that names an i18n key, as `ns:key` (`'auth:error.emailInvalid'`; `ui` keys may drop
 * the namespace), with its interpolation values. The schema never holds a translated text: the field translates
 * the key when it renders, so the message follows a language change.
 *
 *   z.string().check(z.minLength(6, formMessage('ui:form.minLength', { min: 6 })))
 */
export function formMessage(key: string, values?: MessageValues): string {
  return values ? JSON.stringify({ key, values }) : key;
}

/** The key and values `formMessage` packed into a message (a plain message is its own key). */
export function readMessage(message: string): { key: string; values?: MessageValues } {
  if (message.startsWith('{')) {
    try {
      const parsed = JSON.parse(message) as { key?: unknown; values?: MessageValues };
      if (typeof parsed.key === 'string') return { key: parsed.key, values: parsed.values };
    } catch {
      // not ours: shown as it is
    }
  }
  return { key: message };
}

/**
 * Translates a field's error message in the current language. A message that is not a known key (a zod default
 * such as "Invalid input") is shown as it is.
 */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('ui');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const { key, values } = readMessage(message);
      // the key is data (it comes from a schema), so it cannot be checked against the typed keys here
      return (t as (k: string, o: object) => string)(key, { ...values, defaultValue: key });
    },
    [t],
  );
}
