export { SignInPrompt } from './SignInPrompt';
