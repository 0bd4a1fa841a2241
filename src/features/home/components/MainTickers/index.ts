export { MainTickers, MAIN_SYMBOLS, type MainTickersProps } from './MainTickers';
