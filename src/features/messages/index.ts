/**
 * The messages feature's public door: the bell with the unread count, for the home header, and the hook that tells
 * a page when new messages (money events) arrive (the page itself is reached through its route).
 */
export { UnreadMessagesBell } from './components/MessagesBell';
export { useMessageArrivals } from './hooks';
