import { useTranslation } from 'react-i18next';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField, useFormMessage } from '@/ui/Form';
import { ImageUpload, type UploadFn } from '@/ui/ImageUpload';
import { $Notice, $Photos } from './parts';

type Photo = 'front' | 'reverse' | 'hand';

/**
 * The photos a level asks for, each uploaded on its own (`photo.<name>` names it), then one notice while any is
 * missing after a submit: each missing photo carries the same message (`rules.ts`).
 */
export function PhotoFields<T extends FieldValues>({
  control,
  names,
  upload,
}: {
  control: Control<T, unknown, FieldValues>;
  names: readonly (FieldPath<T> & Photo)[];
  upload: UploadFn;
}) {
  const { t } = useTranslation('identity');
  const translate = useFormMessage();
  const { errors } = useFormState({ control, name: names });
  const missing = translate(names.map((name) => (get(errors, name) as { message?: string } | undefined)?.message).find(Boolean));
  return (
    <>
      <$Photos>
        {names.map((name) => (
          <FormField key={name} control={control} name={name} label={t(`photo.${name}`)}>
            {(field) => (
              <ImageUpload
                label={field.label}
                value={field.value as string | null}
                onChange={field.onChange}
                upload={upload}
              />
            )}
          </FormField>
        ))}
      </$Photos>
      {missing && <$Notice role="alert">{missing}</$Notice>}
    </>
  );
}
