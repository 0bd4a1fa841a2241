export { EntrustCard, type EntrustCardProps } from './EntrustCard';
