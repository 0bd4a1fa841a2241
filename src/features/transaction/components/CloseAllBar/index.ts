export { CloseAllBar } from './CloseAllBar';
