export { confirm, confirmQueue, type ConfirmOptions } from './confirm';
