export { LeverOrderCard } from './LeverOrderCard';
