export { NoticeBar, type NoticeBarProps } from './NoticeBar';
