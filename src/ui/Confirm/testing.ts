/* For stories and tests: drop every pending question between cases. */
export { resetConfirm } from './confirm';
