export { Figures } from './Figures';
