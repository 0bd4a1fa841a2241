export { Balance } from './Balance';
