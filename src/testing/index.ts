/**
 * The test kit for stories and unit tests (lint keeps it out of app code): the app's real providers and
 * effects, a route harness, locale switching and envelope builders. Features keep their own fixtures in
 * `src/features/<area>/testing/`; what several areas share lives here.
 */
export { Providers } from '@/app/Providers';
export { createQueryClient } from '@/app/queryClient';
export { switchLocale } from '@/app/i18n';
export { AppEffects } from '@/app/shell/AppEffects';
export { RouteHarness } from './RouteHarness';
export { FollowLocale } from './FollowLocale';
export { ok, refusal } from './envelopes';
