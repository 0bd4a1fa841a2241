export { EntryList } from './EntryList';
