export { SwapPair } from './SwapPair';
