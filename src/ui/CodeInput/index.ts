export { CodeInput, sanitizeCode, type CodeInputProps } from './CodeInput';
