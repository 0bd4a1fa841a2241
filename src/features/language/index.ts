/**
 * The language feature's public door: the language picker (a globe button and its sheet) for any page,
 * signed in or not, and the hook that applies a choice.
 */
export { LanguageButton } from './components/LanguageButton';
export { LanguageSheet } from './components/LanguageSheet';
export { useChooseLanguage } from './hooks';
