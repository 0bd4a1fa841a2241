import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { ImageUpload } from '@/ui/ImageUpload';
import { TextField } from '@/ui/TextField';
import { usePhotoUpload, useSubmitReal } from '../hooks';
import { $Form, $Notice, $Photos } from './parts';

interface Values {
  front: string | null;
  reverse: string | null;
  relatives: string;
  relationship: string;
  relativesPhone: string;
  relativesAddress: string;
}
const EMPTY: Values = { front: null, reverse: null, relatives: '', relationship: '', relativesPhone: '', relativesAddress: '' };
type TextKey = 'relatives' | 'relationship' | 'relativesPhone' | 'relativesAddress';

/** Level 2: the document's front and reverse again, and a relative (name, relationship, phone, address). */
export function Level2Form({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('identity');
  const submit = useSubmitReal();
  const { upload, pathOf } = usePhotoUpload();
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const errors: Record<TextKey | 'photos', string | null> = {
    relatives: values.relatives.trim().length < 2 ? t('form.relativesRequired') : null,
    relationship: values.relationship.trim() ? null : t('form.relationshipRequired'),
    relativesPhone: /^\+?[\d\s-]{5,20}$/.test(values.relativesPhone.trim()) ? null : t('form.phoneInvalid'),
    relativesAddress: values.relativesAddress.trim().length < 5 ? t('form.addressRequired') : null,
    photos: values.front && values.reverse ? null : t('form.photosRequired'),
  };
  const invalid = Object.values(errors).some(Boolean);

  const send = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (invalid) return;
    submit.mutate(
      { level: 2, ...values, front: pathOf(values.front), reverse: pathOf(values.reverse) },
      { onSuccess: () => onDone?.() },
    );
  };

  const field = (key: TextKey, extra: { type?: string; autoComplete?: string; maxLength: number }) => (
    <TextField
      label={t(`form.${key}`)}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={shown ? (errors[key] ?? undefined) : undefined}
      {...extra}
    />
  );

  return (
    <$Form noValidate onSubmit={send} aria-label={t('level2.form')}>
      <$Photos>
        <ImageUpload label={t('photo.front')} value={values.front} onChange={(u) => set('front', u)} upload={upload} />
        <ImageUpload label={t('photo.reverse')} value={values.reverse} onChange={(u) => set('reverse', u)} upload={upload} />
      </$Photos>
      {shown && errors.photos && <$Notice role="alert">{errors.photos}</$Notice>}
      {field('relatives', { maxLength: 50, autoComplete: 'off' })}
      {field('relationship', { maxLength: 30 })}
      {field('relativesPhone', { type: 'tel', maxLength: 20 })}
      {field('relativesAddress', { maxLength: 200 })}
      {submit.isError && <$Notice role="alert">{submit.error.message}</$Notice>}
      <Button type="submit" block loading={submit.isPending}>
        {t('form.submit')}
      </Button>
    </$Form>
  );
}
