export { DemoBanner, type DemoBannerProps } from './DemoBanner';
