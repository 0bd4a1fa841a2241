/**
 * The language feature's public door: the language picker (a globe button and its sheet) for any page,
 * signed in or not, and the hook that applies a choice.
 */
export { LanguageButton } from './components/LanguageButton';
// the lazy sheet: this door must not import the sheet itself (the home page imports the button from here)
export { LazyLanguageSheet as LanguageSheet } from './components/LanguageSheet';
export { useChooseLanguage } from './hooks';
