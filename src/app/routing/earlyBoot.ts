/**
 * The entry of index.html's early script (vite.config.ts bundles it into an inline script with the
 * build's `__EARLY__`): starts the landing route's API calls before any of the app's script has arrived.
 */
import { bootEarly, type EarlyConfig } from './early';

declare const __EARLY__: EarlyConfig;

bootEarly(__EARLY__);
