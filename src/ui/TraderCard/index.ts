export { TraderCard, type TraderCardProps } from './TraderCard';
