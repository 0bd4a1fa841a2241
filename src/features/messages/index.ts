/**
 * The messages feature's public door: the bell with the unread count, for the home header (the page itself is
 * reached through its route).
 */
export { UnreadMessagesBell } from './components/MessagesBell';
