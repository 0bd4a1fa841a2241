export { theme, applyThemeAttributes } from './theme';
export type { ThemeMode, UpDownMode } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { raw as rawTokens } from './tokens.generated';
