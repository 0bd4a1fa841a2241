export { LivePercentChange, PercentChange, type LivePercentChangeProps, type PercentChangeProps } from './PercentChange';
