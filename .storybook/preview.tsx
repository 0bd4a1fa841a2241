import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonMsw from 'msw-storybook-addon';
import { MotionGlobalConfig } from 'framer-motion';
import { createStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../src/app/Providers';
import { createQueryClient } from '../src/app/queryClient';
import { switchLocale, type UiLocale } from '../src/app/i18n';
import { loadAllLocales } from '../src/app/i18n/testing';
import { loadAllFonts } from '../src/app/fonts';
import '../src/app/fonts';
import { applyThemeAttributes, type ThemeMode, type UpDownMode } from '../src/theme';
import { wireApi } from '../src/app/wireApi';
import { NavigationBridge } from '../src/app/routing/NavigationBridge';
import { fixtureTransport, preloadFamilyFeeds, setRealtimeTransport } from '../src/realtime/testing';
import { socketStatusAtom } from '../src/realtime/state';
import { localeAtom } from '../src/state/preferences';
import { tokenAtom, userAtom, type UserProfile } from '../src/state/session';
import { toast } from '../src/ui/Toast';
import { ToastViewport } from '../src/ui/ToastViewport';
import { resetConfirm } from '../src/ui/Confirm/testing';
import { ConfirmHost } from '../src/ui/Dialog';
import { startWorker, resetDemoExchange } from '../mocks/browser';
import { LOCALES } from '../src/lib/locale';
import { setClock } from '../src/lib/testing';

// Under automation (test-runner, visual tests) screenshots must not depend on timing: animations are
// skipped, and app toasts (default duration) stay up instead of leaving after 1.5 s (each story
// starts with none); a story that times its own toasts keeps its timing.
//
// And the story mounts visible: when its loaders take over 100 ms (a slow or busy machine), Storybook hides the
// root (`display: none`) while preparing and may still be hiding it when React commits, so what a story does as
// it mounts — focus moved into a step or a sheet, a chip row scrolled to the chosen chip, a chart sized to its box —
// found no layout and did nothing, on one machine and not on another.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  const visible = document.createElement('style');
  visible.textContent =
    '.sb-show-preparing-story:not(.sb-show-main) > #storybook-root { display: block !important; }';
  document.head.append(visible);
  MotionGlobalConfig.skipAnimations = true;
  const show = toast.show.bind(toast);
  toast.show = (message, options) => show(message, { ...options, duration: options?.duration ?? Infinity });
}

const LOCALE_TITLES: Record<string, string> = {
  en: 'English',
  hk: '繁體中文 (hk)',
  zh: '简体中文 (zh)',
  jp: '日本語 (jp)',
  th: 'ไทย (th)',
  kor: '한국어 (kor)',
  spa: 'Español (spa)',
  ida: 'Bahasa Indonesia (ida)',
  vi: 'Tiếng Việt (vi)',
  tur: 'Türkçe (tur)',
  pseudo: 'Pseudo (40 % longer)',
};

export interface StoryParameters {
  /** Initial route for page stories (MemoryRouter). */
  route?: string;
  /** Signed-in user for the story. */
  session?: { token: string; user: UserProfile | null } | null;
  /** Socket connection state for the story. */
  socket?: 'connected' | 'disconnected' | 'connecting' | 'starting';
}

export default definePreview({
  addons: [addonA11y(), addonMsw(startWorker)],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [...LOCALES, 'pseudo'].map((value) => ({ value, title: LOCALE_TITLES[value] ?? value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['dark', 'light'], dynamicTitle: true },
    },
    updown: {
      description: 'Up/down colours',
      toolbar: { title: 'Up colour', icon: 'arrowup', items: ['green-up', 'red-up'], dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'en',
    theme: 'dark',
    updown: 'green-up',
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        small: { name: 'Small 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
    // axe runs after each story's play function; the story test fails on any WCAG 2.1 A/AA violation
    // (a story may switch off single rules with `a11y.config.rules`, never the whole check).
    a11y: {
      test: 'error',
      // only violations are worked out node by node (passes and incomplete results are what the panel
      // lists, not what the story pass judges): the same rules run, in a fraction of the time
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    },
    controls: { expanded: true },
  },
  async beforeEach() {
    // Every story starts from the same world: a fresh seeded demo exchange with a frozen clock, no
    // stored preferences or session from the story before, no toast left over.
    localStorage.clear();
    toast.clear();
    resetConfirm();
    const engine = await resetDemoExchange({ frozen: true });
    setClock(() => engine.ctx.clock());
  },
  loaders: [
    async ({ globals }) => {
      // the socket's readers too (the app loads them with its client): a story's pushes are read at once
      await Promise.all([loadAllLocales(), loadAllFonts(), preloadFamilyFeeds()]);
      await switchLocale(globals.locale as UiLocale);
      await document.fonts.ready;
      return {};
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => {
      const p = parameters as StoryParameters;
      const mode = globals.theme as ThemeMode;
      const updown = globals.updown as UpDownMode;
      const { store, queryClient } = useMemo(() => {
        const s = createStore();
        const q = createQueryClient();
        // Under automation a failing call's two retries come at once instead of after 1 s and 2 s: the story
        // ends on the same error screen, three seconds sooner.
        if (navigator.webdriver) {
          const defaults = q.getDefaultOptions();
          q.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
        }
        s.set(localeAtom, globals.locale as UiLocale);
        s.set(tokenAtom, p.session?.token ?? null);
        s.set(userAtom, p.session?.user ?? null);
        const transport = fixtureTransport(p.socket ?? 'connected');
        setRealtimeTransport(transport).connect();
        // The UI benchmark (scripts/bench-ui.ts) drives live stories through this.
        (window as unknown as { __benchPush?: (channel: string, data: unknown) => void }).__benchPush = (
          channel,
          data,
        ) => transport.push(channel, data);
        s.set(socketStatusAtom, p.socket ?? 'connected');
        wireApi(s, q);
        return { store: s, queryClient: q };
        // a new world per story and per global change
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [globals.locale, p.route, p.session, p.socket]);
      useEffect(() => applyThemeAttributes(mode, updown), [mode, updown]);
      // The story pass's layout check (tests/stories/visit.ts) shows the rendered story in another language in
      // place, as the app's own language switch does: the same data, only the strings and number formats change.
      useEffect(() => {
        (window as unknown as { __storyLocale?: (code: UiLocale) => Promise<void> }).__storyLocale = async (
          code,
        ) => {
          store.set(localeAtom, code);
          await switchLocale(code);
        };
      }, [store]);
      return (
        <Providers store={store} queryClient={queryClient}>
          <MemoryRouter initialEntries={[p.route ?? '/']}>
            <NavigationBridge />
            <Story />
            <ToastViewport />
            <ConfirmHost />
          </MemoryRouter>
        </Providers>
      );
    },
  ],
});
