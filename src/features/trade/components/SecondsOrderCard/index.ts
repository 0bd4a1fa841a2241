export { SecondsOrderCard } from './SecondsOrderCard';
