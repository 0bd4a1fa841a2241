export { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';
