/*
 * The realtime layer's test and story seams: a fixture transport instead of the socket (`push`, `event`,
 * `setStatus`), the family readers loaded up front, and the transport a story installed. Stories and tests
 * import these from here; the app never does.
 */
export { replacedTransport, setRealtimeTransport } from './connection';
export { fixtureTransport, preloadFamilyFeeds } from './socket';
/* The recently viewed pairs, for tests that read what a page recorded. */
export { recentSymbolsAtom } from './recent';
