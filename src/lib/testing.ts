/*
 * The lib layer's test and story seams. Stories and tests import these from here; the app never does.
 */
/* Storybook reads the demo exchange's clock for "now" (`.storybook/preview.tsx`). */
export { setClock } from './time';
/* Every spec route path, for tests and stories that check or offer links against the route table. */
export { SPEC_ROUTE_PATHS } from './routes';
