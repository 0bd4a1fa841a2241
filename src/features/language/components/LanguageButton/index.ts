export { LanguageButton } from './LanguageButton';
