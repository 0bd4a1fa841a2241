import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('constants', () => {
  it('match spec §9', () => {
    expect({ ...constants }).toEqual({
      TOAST_MS: 1500,
      THROTTLE_MS: 500,
      ERROR_REDIRECT_MS: 1200,
      REQUEST_TIMEOUT_MS: 60_000,
      LOADING_DELAY_MS: 800,
      PAGE_SIZE: 10,
      OPTIONS_PAGE_SIZE: 5,
      CODE_LENGTH: 6,
      RESEND_SECONDS: 60,
      LEVERAGE_WARNING: 10,
      APP_VERSION: '1.2.0',
      STORAGE_VERSION: 1,
    });
  });
});
