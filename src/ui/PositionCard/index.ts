export { PositionCard, type PositionCardProps } from './PositionCard';
