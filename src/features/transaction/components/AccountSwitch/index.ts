export { AccountSwitch } from './AccountSwitch';
