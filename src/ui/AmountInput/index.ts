export { AmountInput, type AmountInputProps } from './AmountInput';
export { acceptAmount } from './amount';
