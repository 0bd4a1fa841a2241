import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { configureApi } from '@/api/client';
import { localeAtom } from '@/state/preferences';
import { tokenAtom } from '@/state/session';
import { LanguageButton } from './LanguageButton';
import { AppEffects, Providers, createQueryClient, switchLocale } from '@/testing';

let store: ReturnType<typeof createStore>;
let told: string[];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  store = createStore();
  told = [];
  configureApi({
    getToken: () => store.get(tokenAtom),
    getLang: () => {
      const lang = store.get(localeAtom);
      return lang === 'pseudo' ? 'en' : lang;
    },
    onError: () => {},
    onSessionInvalid: () => {},
  });
  server.use(
    http.post('*/api/set/lang', async ({ request }) => {
      told.push(new URLSearchParams(await request.text()).get('lang') ?? '');
      return HttpResponse.json({ type: 'ok', message: 'Saved' });
    }),
  );
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await switchLocale('en');
});
afterAll(() => server.close());

function renderButton() {
  const user = userEvent.setup();
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <MemoryRouter>
        {/* the app shell: follows the stored language (i18next, <html lang>) */}
        <AppEffects />
        <LanguageButton />
      </MemoryRouter>
    </Providers>,
  );
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, opener: string, language: string) {
  await user.click(screen.getByRole('button', { name: opener }));
  const sheet = await screen.findByRole('dialog', { name: /./ });
  await user.click(within(sheet).getByRole('button', { name: language }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('LanguageButton', { timeout: 15_000 }, () => {
  it('lets a visitor switch the interface language: i18next, <html lang> and the stored choice', async () => {
    const user = renderButton();
    await choose(user, 'Language', 'Español');
    expect(await screen.findByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(store.get(localeAtom)).toBe('spa');
    expect(JSON.parse(localStorage.getItem('lang') ?? 'null')).toBe('spa');
    // signed out: the choice stays local (no /set/lang that a real platform could answer with "session invalid")
    expect(told).toEqual([]);
  });

  it('marks the current language and tells the server when signed in', async () => {
    store.set(tokenAtom, 'token-1');
    store.set(localeAtom, 'th');
    const user = renderButton();
    const opener = await screen.findByRole('button', { name: 'ภาษา' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'เลือกภาษา' });
    expect(within(sheet).getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(sheet).getByRole('button', { name: '한국어' }));
    await waitFor(() => expect(told).toEqual(['kor']));
    expect(await screen.findByRole('button', { name: '언어' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
  });
});
