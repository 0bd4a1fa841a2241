/** Business constants from spec §9 (timings in ms unless the name says otherwise). */

/** Default toast duration. */
export const TOAST_MS = 1500;
/** Buttons ignore repeat taps within this window. */
export const THROTTLE_MS = 500;
/** Delay before leaving a page after an error. */
export const ERROR_REDIRECT_MS = 1200;
export const REQUEST_TIMEOUT_MS = 60_000;
/** A request shows the loading indicator only when it takes longer than this. */
export const LOADING_DELAY_MS = 800;

export const PAGE_SIZE = 10;
/** Options (seconds contract) lists page by 5. */
export const OPTIONS_PAGE_SIZE = 5;

/** Digits in a verification code. */
export const CODE_LENGTH = 6;
/** Wait before a verification code can be sent again. */
export const RESEND_SECONDS = 60;
/** Leverage above this shows the liquidation-risk warning. */
export const LEVERAGE_WARNING = 10;

export const APP_VERSION = '1.2.0';
/** Stored data written by an older version (flag below this) is cleared once at start. */
export const STORAGE_VERSION = 1;
