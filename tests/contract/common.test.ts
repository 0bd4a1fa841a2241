// @vitest-environment jsdom
/** Common calls (wire-facts §2): the app reads the family, the demo exchange speaks it. See ./contract.ts. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { getSetting } from '@/api/common';
import { settingSchema } from '@/api/wire/common';
import { demo, example, expectParses, expectSpeaksFamily, serve } from './contract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  configureApi({ getToken: () => null, getLang: () => 'en', onError: () => {}, onSessionInvalid: () => {} });
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /getSetting {keyword}: the settings row (T) or the bare value (the facts)', () => {
  it('the app reads both into the value', async () => {
    for (const name of ['getSetting.row', 'getSetting.value']) {
      const recorded = example('common', name);
      expectParses(recorded, settingSchema);
      serve('get', 'getSetting', recorded);
      expect(await getSetting('service_url'), name).toBe('https://support.example.org/chat');
    }
  });

  it('the demo exchange answers the row, and null for a setting it does not have', async () => {
    const produced = await demo('GET', 'getSetting', { keyword: 'service_url' });
    expectSpeaksFamily(produced, example('common', 'getSetting.row'), settingSchema);
    expect(await getSetting('service_url')).toBe('/api/demo/pages/contact');
    expect(await getSetting('no_such_key')).toBeNull();
  });
});
