/**
 * The trade feature's public door. The app shell mounts the demo-account strip from here (it shows on
 * every screen); keep this file light: it is part of the first screen.
 */
export { DemoBanner } from './components/DemoBanner';
