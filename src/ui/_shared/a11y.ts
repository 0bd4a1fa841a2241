import { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: ${({ theme }) => theme.size.border};
  height: ${({ theme }) => theme.size.border};
  padding: 0;
  margin: calc(-1 * ${({ theme }) => theme.size.border});
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Resets a native <button> so a styled part starts from nothing. */
export const buttonReset = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  &:disabled {
    cursor: not-allowed;
  }
`;
