import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_TYPES, type IdType } from '@/api/identity';
import { listAreas } from '@/features/auth';
import { localeAtom } from '@/state/preferences';
import { Button } from '@/ui/Button';
import { ImageUpload } from '@/ui/ImageUpload';
import { SelectSheet } from '@/ui/SelectSheet';
import { TextField } from '@/ui/TextField';
import { usePhotoUpload, useSubmitReal } from '../hooks';
import { $Form, $Notice, $Photos } from './parts';

type Photo = 'front' | 'reverse' | 'hand';
interface Values {
  name: string;
  cardId: string;
  nationality: string | null;
  idType: IdType;
  front: string | null;
  reverse: string | null;
  hand: string | null;
}
const EMPTY: Values = { name: '', cardId: '', nationality: null, idType: 'idCard', front: null, reverse: null, hand: null };

/** Level 1: name, document type and number, nationality, and the document's front, reverse and a hand-held photo. */
export function Level1Form({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('identity');
  const locale = useAtomValue(localeAtom);
  const submit = useSubmitReal();
  const { upload, pathOf } = usePhotoUpload();
  const [values, setValues] = useState<Values>(EMPTY);
  const [shown, setShown] = useState(false);
  const countries = useMemo(
    () => listAreas(locale).map((a) => ({ value: a.iso2 as string, label: a.name })),
    [locale],
  );
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const errors = {
    name: values.name.trim().length < 2 ? t('form.nameRequired') : null,
    cardId: !/^[A-Za-z0-9-]{4,30}$/.test(values.cardId.trim()) ? t('form.cardIdInvalid') : null,
    nationality: values.nationality ? null : t('form.nationalityRequired'),
    photos: values.front && values.reverse && values.hand ? null : t('form.photosRequired'),
  };
  const invalid = Object.values(errors).some(Boolean);
  const show = (e: string | null) => (shown ? (e ?? undefined) : undefined);

  const send = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (invalid) return;
    submit.mutate(
      {
        level: 1,
        name: values.name,
        cardId: values.cardId,
        nationality: values.nationality!,
        idType: values.idType,
        front: pathOf(values.front),
        reverse: pathOf(values.reverse),
        hand: pathOf(values.hand),
      },
      { onSuccess: () => onDone?.() },
    );
  };

  const photo = (key: Photo) => (
    <ImageUpload label={t(`photo.${key}`)} value={values[key]} onChange={(url) => set(key, url)} upload={upload} />
  );

  return (
    <$Form noValidate onSubmit={send} aria-label={t('level1.form')}>
      <TextField
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        autoComplete="name"
        maxLength={50}
        error={show(errors.name)}
      />
      <SelectSheet<IdType>
        label={t('form.idType')}
        options={ID_TYPES.map((id) => ({ value: id, label: t(`idType.${id}`) }))}
        value={values.idType}
        onChange={(v) => set('idType', v)}
      />
      <TextField
        label={t('form.cardId')}
        value={values.cardId}
        onChange={(e) => set('cardId', e.target.value)}
        autoCapitalize="characters"
        maxLength={30}
        error={show(errors.cardId)}
      />
      <SelectSheet
        label={t('form.nationality')}
        options={countries}
        value={values.nationality}
        onChange={(v) => set('nationality', v)}
        searchable
        error={show(errors.nationality)}
      />
      <$Photos>
        {photo('front')}
        {photo('reverse')}
        {photo('hand')}
      </$Photos>
      {shown && errors.photos && <$Notice role="alert">{errors.photos}</$Notice>}
      {submit.isError && <$Notice role="alert">{submit.error.message}</$Notice>}
      <Button type="submit" block loading={submit.isPending}>
        {t('form.submit')}
      </Button>
    </$Form>
  );
}
