export type { PasswordFieldsProps } from './PasswordFields';
export { FormPasswordFields, type FormPasswordFieldsProps } from './FormPasswordFields';
