export { PasswordFields, type PasswordFieldsProps } from './PasswordFields';
export { passwordPairProblems, passwordPairValid, type PasswordPairProblems, type PasswordProblem, type ConfirmProblem } from './passwordPair';
