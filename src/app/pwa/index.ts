export { registerServiceWorker } from './serviceWorker';
export { UpdatePrompt } from './UpdatePrompt';
