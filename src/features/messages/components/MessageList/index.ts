export { MessageList } from './MessageList';
