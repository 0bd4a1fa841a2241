export { CopyText, copyToClipboard, type CopyTextProps } from './CopyText';
