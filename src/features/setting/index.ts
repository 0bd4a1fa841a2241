/**
 * The setting feature's public door: the account entry (avatar → personal centre, or login) that home and the
 * assets tab put at the top left of their headers (the pages themselves are reached through their routes).
 */
export { AccountEntry } from './components/AccountEntry';
