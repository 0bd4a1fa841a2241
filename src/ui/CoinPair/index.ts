export { CoinPair, type CoinPairProps } from './CoinPair';
