export { UnreadMessagesBell } from './MessagesBell';
