export { LanguageSheet } from './LanguageSheet';
