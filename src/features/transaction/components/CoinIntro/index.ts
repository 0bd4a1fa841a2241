export { CoinIntro, safeUrl, type CoinIntroProps } from './CoinIntro';
