export { PercentChange, type PercentChangeProps } from './PercentChange';
