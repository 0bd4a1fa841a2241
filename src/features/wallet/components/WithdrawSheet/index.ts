export { WithdrawSheet } from './WithdrawSheet';
