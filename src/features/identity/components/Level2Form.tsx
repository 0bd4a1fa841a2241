import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { usePhotoUpload, useSubmitReal } from '../hooks';
import { $Form, $Notice } from './parts';
import { PhotoFields } from './PhotoFields';
import { identityMessage, photo } from '../rules';

const PHOTOS = ['front', 'reverse'] as const;

const level2Schema = z.object({
  front: photo,
  reverse: photo,
  relatives: z.string().check(z.trim(), z.minLength(2, identityMessage('form.relativesRequired'))),
  relationship: z.string().check(z.trim(), z.minLength(1, identityMessage('form.relationshipRequired'))),
  relativesPhone: z.string().check(z.trim(), z.regex(/^\+?[\d\s-]{5,20}$/, identityMessage('form.phoneInvalid'))),
  relativesAddress: z.string().check(z.trim(), z.minLength(5, identityMessage('form.addressRequired'))),
});
type Values = z.input<typeof level2Schema>;
const EMPTY: Values = { front: null, reverse: null, relatives: '', relationship: '', relativesPhone: '', relativesAddress: '' };
type TextKey = 'relatives' | 'relationship' | 'relativesPhone' | 'relativesAddress';

/** Level 2: the document's front and reverse again, and a relative (name, relationship, phone, address). */
export function Level2Form({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('identity');
  const submit = useSubmitReal();
  const { upload, pathOf } = usePhotoUpload();
  const form = useZodForm(level2Schema, { defaultValues: EMPTY });

  const send = (v: z.output<typeof level2Schema>) =>
    submit.mutate(
      { level: 2, ...v, front: pathOf(v.front), reverse: pathOf(v.reverse) },
      { onSuccess: () => onDone?.() },
    );

  const text = (name: TextKey, extra: { type?: string; autoComplete?: string; maxLength: number }) => (
    <FormField control={form.control} name={name} label={t(`form.${name}`)}>
      {(field) => <TextField {...field} {...extra} />}
    </FormField>
  );

  return (
    <$Form noValidate onSubmit={form.handleSubmit(send)} aria-label={t('level2.form')}>
      <PhotoFields control={form.control} names={PHOTOS} upload={upload} />
      {text('relatives', { maxLength: 50, autoComplete: 'off' })}
      {text('relationship', { maxLength: 30 })}
      {text('relativesPhone', { type: 'tel', maxLength: 20 })}
      {text('relativesAddress', { maxLength: 200 })}
      {submit.isError && <$Notice role="alert">{submit.error.message}</$Notice>}
      <Button type="submit" block loading={submit.isPending}>
        {t('form.submit')}
      </Button>
    </$Form>
  );
}
