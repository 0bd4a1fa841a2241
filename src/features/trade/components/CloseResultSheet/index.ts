export { CloseResultSheet } from './CloseResultSheet';
