export { SecondsOrderCard, type SecondsOrderCardProps, type SecondsResult } from './SecondsOrderCard';
