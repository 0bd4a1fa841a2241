export { PositionCard, type PositionMarket } from './PositionCard';
