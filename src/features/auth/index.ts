/**
 * The auth feature's public door. The setting feature's reset-password page reuses the account
 * form kit; everything else here is internal.
 */
export { AccountField } from './components/AccountField';
export { AccountTypeSwitch } from './components/AccountTypeSwitch';
export { AuthScreen } from './components/AuthScreen';
export { CodeField } from './components/CodeField';
export { TextLink } from './components/TextLink';
export { areaAtom } from './state';
export { listAreas } from './regions';
export { useCodeSender } from './useCodeSender';
export { useForm } from './useForm';
export { useRules } from './useRules';
export { validateReset, type ResetValues } from './validation';
