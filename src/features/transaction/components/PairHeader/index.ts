export { PairHeader, type PairHeaderProps } from './PairHeader';
