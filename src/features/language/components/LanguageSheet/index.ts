// the sheet loads when first opened: this door must not import it (LanguageSheet.tsx) itself
export { LazyLanguageSheet } from './LazyLanguageSheet';
