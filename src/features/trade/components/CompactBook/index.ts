export { CompactBook } from './CompactBook';
