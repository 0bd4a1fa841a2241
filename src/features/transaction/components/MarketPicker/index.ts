export { MarketPicker } from './MarketPicker';
