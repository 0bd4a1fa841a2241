export { Dialog, type DialogProps } from './Dialog';
export { ConfirmHost } from './ConfirmHost';
