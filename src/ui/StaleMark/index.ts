export { StaleMark, type StaleMarkProps } from './StaleMark';
