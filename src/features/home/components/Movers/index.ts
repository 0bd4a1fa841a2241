export { Movers } from './Movers';
