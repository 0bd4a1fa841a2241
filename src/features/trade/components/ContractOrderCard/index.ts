export { ContractOrderCard } from './ContractOrderCard';
