export { HeaderAction, type HeaderActionProps } from './HeaderAction';
