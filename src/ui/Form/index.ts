export { Form } from './Form';
export { FormAlert } from './FormAlert';
export {
  FormField,
  type FormFieldProps,
  type ControlledFieldProps,
  type RegisteredFieldProps,
} from './FormField';
export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './useZodForm';
export { useFormDraft } from './useFormDraft';
export { formMessage, useFormMessage, type MessageValues } from './messages';
export { useIntentKey, type IntentKey } from './useIntentKey';
