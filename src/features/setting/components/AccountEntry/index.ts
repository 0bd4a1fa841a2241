export { AccountEntry } from './AccountEntry';
