export { registerServiceWorker } from './serviceWorker';
export { warmOfflineCache } from './warmCache';
export { UpdatePrompt } from './UpdatePrompt';
