/** The auth feature's test seams (stories and tests only): the clock the send-code countdowns read. */
export { ClockProvider } from './clock';
