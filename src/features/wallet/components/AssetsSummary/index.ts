export { AssetsSummary } from './AssetsSummary';
