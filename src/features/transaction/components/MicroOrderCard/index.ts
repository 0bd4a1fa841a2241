export { MicroOrderCard } from './MicroOrderCard';
