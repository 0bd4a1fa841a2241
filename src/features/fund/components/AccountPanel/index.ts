export { AccountPanel } from './AccountPanel';
