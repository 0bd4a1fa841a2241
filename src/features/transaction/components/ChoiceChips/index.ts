export { ChoiceChips } from './ChoiceChips';
