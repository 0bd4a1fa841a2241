export { DemoBanner } from './DemoBanner';
