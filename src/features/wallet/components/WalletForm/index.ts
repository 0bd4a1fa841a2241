export { WalletForm } from './WalletForm';
