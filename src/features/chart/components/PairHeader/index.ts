export { PairHeader } from './PairHeader';
