import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ID_TYPES, type IdType } from '@/api/identity';
import { listCountries } from '@/features/auth';
import { localeAtom } from '@/state/preferences';
import { Button } from '@/ui/Button';
import { FormField, useZodForm } from '@/ui/Form';
import { SelectSheet } from '@/ui/SelectSheet';
import { TextField } from '@/ui/TextField';
import { usePhotoUpload, useSubmitReal } from '../hooks';
import { $Form, $Notice } from './parts';
import { PhotoFields } from './PhotoFields';
import { identityMessage, photo } from '../rules';

const PHOTOS = ['front', 'reverse', 'hand'] as const;

const level1Schema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, identityMessage('form.nameRequired'))),
  idType: z.enum(ID_TYPES),
  cardId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,30}$/, identityMessage('form.cardIdInvalid'))),
  nationality: z.string().check(z.minLength(1, identityMessage('form.nationalityRequired'))),
  front: photo,
  reverse: photo,
  hand: photo,
});
type Values = z.input<typeof level1Schema>;
const EMPTY: Values = { name: '', idType: 'idCard', cardId: '', nationality: '', front: null, reverse: null, hand: null };

/** Level 1: name, document type and number, nationality, and the document's front, reverse and a hand-held photo. */
export function Level1Form({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('identity');
  const locale = useAtomValue(localeAtom);
  const submit = useSubmitReal();
  const { upload, pathOf } = usePhotoUpload();
  const form = useZodForm(level1Schema, { defaultValues: EMPTY });
  const countries = useMemo(
    () => listCountries(locale).map((c) => ({ value: c.iso2, label: c.name })),
    [locale],
  );

  const send = (v: z.output<typeof level1Schema>) =>
    submit.mutate(
      { level: 1, ...v, front: pathOf(v.front), reverse: pathOf(v.reverse), hand: pathOf(v.hand) },
      { onSuccess: () => onDone?.() },
    );

  return (
    <$Form noValidate onSubmit={form.handleSubmit(send)} aria-label={t('level1.form')}>
      <FormField control={form.control} name="name" label={t('form.name')}>
        {(field) => <TextField {...field} autoComplete="name" maxLength={50} />}
      </FormField>
      <FormField control={form.control} name="idType" label={t('form.idType')}>
        {(field) => (
          <SelectSheet<IdType> {...field} options={ID_TYPES.map((id) => ({ value: id, label: t(`idType.${id}`) }))} />
        )}
      </FormField>
      <FormField control={form.control} name="cardId" label={t('form.cardId')}>
        {(field) => <TextField {...field} autoCapitalize="characters" maxLength={30} />}
      </FormField>
      <FormField control={form.control} name="nationality" label={t('form.nationality')}>
        {(field) => <SelectSheet {...field} value={field.value || null} options={countries} searchable />}
      </FormField>
      <PhotoFields control={form.control} names={PHOTOS} upload={upload} />
      {submit.isError && <$Notice role="alert">{submit.error.message}</$Notice>}
      <Button type="submit" block loading={submit.isPending}>
        {t('form.submit')}
      </Button>
    </$Form>
  );
}
