/**
 * The auth feature's public door. The setting feature's reset-password and contact-binding forms reuse the
 * account form kit; everything else here is internal.
 */
export {
  AccountCodeFields,
  FormAccountField,
  FormAccountTypeSwitch,
  FormCodeField,
} from './components/AccountFormFields';
export { AuthScreen } from './components/AuthScreen';
export { TextLink } from './components/TextLink';
export { areaAtom } from './state';
export { listCountries } from './countries';
export { useAccountSchema } from './useAccountSchema';
export { resetSchema, type ResetValues } from './validation';
