export { EntryRow } from './EntryRow';
