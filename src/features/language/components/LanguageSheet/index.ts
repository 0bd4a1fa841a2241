export { LanguageSheet, type LanguageSheetProps } from './LanguageSheet';
