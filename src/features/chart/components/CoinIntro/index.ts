export { CoinIntro } from './CoinIntro';
