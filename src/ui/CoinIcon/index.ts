export { CoinIcon, paletteIndex, type CoinIconProps } from './CoinIcon';
