export { TextField, type TextFieldProps } from './TextField';
export { setNativeValue } from './setNativeValue';
