export { BankCardForm } from './BankCardForm';
