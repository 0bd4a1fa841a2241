export { Dialog, type DialogProps } from './Dialog';
export { confirm, useConfirm, ConfirmHost, resetConfirm, type ConfirmOptions } from './confirm';
