export { TpSlSheet } from './TpSlSheet';
