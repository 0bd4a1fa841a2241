import { vars } from './tokens.generated';

/**
 * The styled-components theme. Every leaf is a CSS custom-property reference, so switching
 * dark/light or green-up/red-up only flips attributes on <html>: nothing re-renders.
 */
export const theme = vars;
export type AppTheme = typeof vars;

export type ThemeMode = 'dark' | 'light';
export type UpDownMode = 'green-up' | 'red-up';

/** Applies theme attributes to the document root (or any element in Storybook). */
export function applyThemeAttributes(mode: ThemeMode, upDown: UpDownMode, el: HTMLElement = document.documentElement) {
  el.dataset.theme = mode;
  el.dataset.updown = upDown;
}
