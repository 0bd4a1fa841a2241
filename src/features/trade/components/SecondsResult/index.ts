export { SecondsResult } from './SecondsResult';
