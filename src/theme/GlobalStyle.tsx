import { createGlobalStyle } from 'styled-components';
import { cssText } from './tokens.generated';

/** Token custom properties, base typography and the mobile page frame. */
export const GlobalStyle = createGlobalStyle`
  ${cssText}

  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  html { -webkit-text-size-adjust: 100%; overscroll-behavior-y: none; }
  body {
    background: ${({ theme }) => theme.color.bgPage};
    color: ${({ theme }) => theme.color.textPrimary};
    font-family: ${({ theme }) => theme.font.family.base};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
    /* pull-down refresh is off everywhere (spec §2) */
    overscroll-behavior: none;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .tabular, [data-numeric] { font-variant-numeric: tabular-nums; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }
  }
`;
