export { confirm, useConfirm, resetConfirm, confirmQueue, type ConfirmOptions } from './confirm';
