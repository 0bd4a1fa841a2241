export { SpotOrderCard } from './SpotOrderCard';
