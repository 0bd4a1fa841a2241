export { RecordList, type RecordListProps, type PagedQuery } from './RecordList';
