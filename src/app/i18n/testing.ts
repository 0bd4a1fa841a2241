/*
 * i18n's test and story seams. Stories and tests import these from here; the app never does.
 */
/* Every locale loaded up front, so Storybook switches languages with nothing pending. */
export { loadAllLocales } from './index';
