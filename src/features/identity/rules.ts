import type { CustomTypeOptions } from 'i18next';
import * as z from 'zod/mini';
import { formMessage } from '@/ui/Form';

/** A form message: its key in the `identity` strings (an unknown one is a compile error), translated by the field. */
export const identityMessage = (key: Extract<keyof CustomTypeOptions['resources']['identity'], `form.${string}`>) =>
  formMessage(`identity:${key}`);

/** A photo the level asks for: its uploaded address, or null. One message for any missing photo. */
export const photo = z.nullable(z.string()).check(z.refine((v) => v !== null, identityMessage('form.photosRequired')));
