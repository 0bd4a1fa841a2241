export { PairBar } from './PairBar';
