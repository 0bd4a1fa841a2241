export { MainTickers } from './MainTickers';
