export { Form } from './Form';
export { FormAlert } from './FormAlert';
