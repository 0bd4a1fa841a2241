/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
import { createLogger, defineConfig, type Logger, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTES } from './src/lib/routes.ts';
import { readRoutes } from './scripts/route-files.ts';
import { landingChunks, RENDER } from './scripts/landing-chunks.ts';
import { LANDING_CALLS } from './src/app/routing/landingCalls.ts';
import { STORAGE_KEYS } from './src/state/storageKeys.ts';
import { cssText as tokenCss, raw as tokens } from './src/theme/tokens.generated.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const BASE = '/h5/';
const HOME_PATH = ROUTES.home.path;
const APP_NAME = 'Trading';
const APP_DESCRIPTION = 'Trade spot, perpetual contracts and more on mobile.';

/**
 * The app's own build plugins stay out of Storybook (it reuses this file for its preview) and out of vitest:
 * they shape the production `index.html`, the service worker and the precompressed files.
 */
const storybook = process.argv.some((a) => /storybook/.test(a));
const appPlugins = !storybook && !process.env.VITEST;

/** The brand mark, drawn from the tokens (no colour of its own): a rising line on the brand colour. */
function brandIcon({ maskable }: { maskable: boolean }): string {
  const c = tokens.dark;
  // A maskable icon keeps its mark inside the 80 % safe zone and fills the whole square.
  const bg = maskable
    ? `<rect width="64" height="64" fill="${c.brand}"/>`
    : `<rect width="64" height="64" rx="14" fill="${c.brand}"/>`;
  const s = maskable ? 0.7 : 1;
  const o = (64 - 64 * s) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${bg}` +
    `<g transform="translate(${o} ${o}) scale(${s})" fill="none" stroke="${c.onBrand}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">` +
    `<polyline points="12,44 26,30 36,38 52,20"/><polyline points="42,20 52,20 52,30"/></g></svg>`
  );
}

/** Shell markup: the page frame, a nav bar with the brand mark and a tab bar, in the tokens' colours. */
const SHELL_CSS =
  'html,body{margin:0;background:var(--c-bgPage);color:var(--c-textPrimary);font-family:var(--font-family-base)}' +
  '#shell{max-width:var(--size-pageMax);margin:0 auto;min-height:100dvh}' +
  '#shell>header{display:flex;align-items:center;justify-content:center;height:var(--size-navBar);background:var(--c-bgPage)}' +
  '#shell>header svg{width:var(--size-iconLg);height:var(--size-iconLg)}' +
  '#shell>div{height:calc(var(--size-touch) + var(--space-4));margin:0 var(--space-4);border-bottom:var(--size-border) solid var(--c-border)}' +
  '#shell>nav{position:fixed;left:0;right:0;bottom:0;max-width:var(--size-pageMax);margin:0 auto;height:calc(var(--size-tabBar) + env(safe-area-inset-bottom));background:var(--c-bgSurface);border-top:var(--size-border) solid var(--c-border)}';

function shellMarkup(): string {
  const rows = '<div></div>'.repeat(6);
  return `<div id="shell" aria-hidden="true"><header>${brandIcon({ maskable: false }).replace('<svg ', '<svg role="presentation" ')}</header>${rows}<nav></nav></div>`;
}

/**
 * The early script (src/app/routing/earlyBoot.ts, bundled on its own into ≈ 1.7 KB): starts the landing route's
 * API calls from index.html, before any of the app's script has arrived, with the build's API base settings.
 */
async function earlyScript(env: Record<string, string>): Promise<string> {
  const config = {
    calls: LANDING_CALLS,
    home: HOME_PATH,
    env: { VITE_API_BASE: env.VITE_API_BASE, VITE_PRODUCTION_HOST: env.VITE_PRODUCTION_HOST },
  };
  const { output } = await bundle({
    input: r('./src/app/routing/earlyBoot.ts'),
    cwd: r('.'),
    write: false,
    transform: { define: { __EARLY__: JSON.stringify(config) } },
    output: { format: 'iife', minify: true },
  });
  return output[0].code.trim();
}

/**
 * index.html for the first paint: the token custom properties and the shell's critical CSS inlined, a static
 * shell inside `#root` (React replaces it), the favicon, the theme colour, the stored theme set before paint,
 * and modulepreload links for the landing route's chunks (chosen from the hash by a tiny inline script).
 */
function appShell(): Plugin {
  const routes = readRoutes(r('.'));
  let env: Record<string, string> = {};
  return {
    name: 'app-shell',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: brandIcon({ maskable: false }) });
      this.emitFile({ type: 'asset', fileName: 'icon-maskable.svg', source: brandIcon({ maskable: true }) });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        // Route path → files to preload (its chunk, the chunks it imports statically, their CSS), minus the entry's.
        const map: Record<string, string[]> = {};
        const startup: string[] = [];
        const bundle = ctx.bundle;
        if (bundle) {
          const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
          const byFile = new Map(chunks.map((c) => [c.fileName, c]));
          const closure = (file: string, out = new Set<string>()) => {
            const c = byFile.get(file);
            if (!c || out.has(file)) return out;
            out.add(file);
            for (const css of c.viteMetadata?.importedCss ?? []) out.add(css);
            for (const dep of c.imports) closure(dep, out);
            return out;
          };
          const entry = chunks.find((c) => c.isEntry);
          const initial = entry ? closure(entry.fileName) : new Set<string>();
          // the renderer the entry imports next (React DOM and the app's frame): preloaded with the entry
          const renderer = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(RENDER)));
          for (const file of renderer ? closure(renderer.fileName) : []) {
            if (initial.has(file)) continue;
            initial.add(file);
            startup.push(file);
          }
          // A landing route (one with landing calls) also gets the wire schemas that check its answers and its
          // English strings (`~`: preloaded when no other language is stored, as on every first visit): the first
          // render waits for both.
          const wire = chunks.find((c) => c.name === 'wire');
          const english = (ns: string) =>
            chunks.find((c) => c.facadeModuleId?.endsWith(`/locales/en/${ns}.json`));
          for (const [path, { module, ns }] of Object.entries(routes)) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) continue;
            const files = closure(chunk.fileName);
            const landing = Boolean(LANDING_CALLS[path]?.length);
            if (wire && landing) closure(wire.fileName, files);
            const strings = landing ? ns.flatMap((n) => english(n)?.fileName ?? []) : [];
            map[path] = [...[...files].filter((f) => !initial.has(f)), ...strings.map((f) => `~${f}`)];
          }
        }
        const preload =
          `(function(){try{var p=JSON.parse(localStorage.getItem('preferences')||'null');var d=document.documentElement;` +
          `if(p&&(p.theme==='light'||p.theme==='dark'))d.dataset.theme=p.theme;if(p&&p.upDown)d.dataset.updown=p.upDown}catch(e){}` +
          `var e=1;try{var g=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)});e=!g||g==='"en"'}catch(x){}` +
          `var m=${JSON.stringify(map)};var h=location.hash.slice(1).split('?')[0];if(!h||h==='/')h=${JSON.stringify(HOME_PATH)};` +
          `(m[h]||[]).forEach(function(f){if(f[0]==='~'){if(!e)return;f=f.slice(1)}var l=document.createElement('link');var css=/\\.css$/.test(f);` +
          `l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href=${JSON.stringify(BASE)}+f;document.head.appendChild(l)})})()`;
        // The entry's stylesheet (≈ 1 KB gzip: the font faces) inlined: no request between the document and the
        // shell's first paint.
        for (const asset of Object.values(bundle ?? {})) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${BASE}${asset.fileName}">`);
          // the link stays, disabled (never fetched): it tells the preloader of lazy chunks that the sheet is in
          const marker = `<link rel="stylesheet" crossorigin href="${BASE}${asset.fileName}" disabled>`;
          if (link.test(html))
            html = html.replace(link, () => `<style>${String(asset.source)}</style>${marker}`);
        }
        // The entry runs once the shell has painted (its first contentful paint; at the latest after 500 ms, for a
        // tab opened in the background or a browser without paint timing): a module script that has arrived
        // would otherwise run before the browser paints anything. Fetched at once all the same (modulepreload).
        html = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, src: string) => {
            const boot =
              `(function(){var s=0;function go(){if(!s){s=1;import(${JSON.stringify(src)})}}` +
              `try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){` +
              `if(e.name==='first-contentful-paint')setTimeout(go,0)})}).observe({type:'paint',buffered:true})}` +
              `catch(e){go()}setTimeout(go,500)})()`;
            return `<link rel="modulepreload" crossorigin href="${src}">\n    <script>${boot}</script>`;
          },
        );
        return {
          // The preload script right after the title: before the stylesheet, which an inline script would wait for.
          html: html
            .replace(
              '</title>',
              `</title>\n    <script>${preload}</script>\n    <script>${await earlyScript(env)}</script>`,
            )
            .replace('<div id="root"></div>', `<div id="root">${shellMarkup()}</div>`),
          tags: [
            ...startup.map((file) => ({
              tag: 'link',
              attrs: file.endsWith('.css')
                ? { rel: 'preload', as: 'style', crossorigin: true, href: `${BASE}${file}` }
                : { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
              injectTo: 'head' as const,
            })),
            { tag: 'meta', attrs: { name: 'theme-color', content: tokens.dark.bgPage }, injectTo: 'head' },
            {
              tag: 'link',
              attrs: { rel: 'icon', href: `${BASE}favicon.svg`, type: 'image/svg+xml' },
              injectTo: 'head',
            },
            { tag: 'style', attrs: { id: 'shell-css' }, children: tokenCss + SHELL_CSS, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

/**
 * A short build log: the per-file listing of ~2,000 font subsets and precompressed copies is counted, not
 * printed (the JS and CSS chunks are still listed).
 */
function quietLogger(): Logger {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  // font subsets, precompressed copies and chunks under 10 kB are counted, not listed
  const quiet = (line: string) =>
    /dist\//.test(line) &&
    (/\.(woff2?|ttf|br|gz)\b/.test(line) || Number(/([\d.]+) kB/.exec(line)?.[1] ?? Infinity) < 10);
  logger.info = (msg, opts) => {
    const lines = msg.split('\n');
    const kept = lines.filter((line) => !quiet(line));
    const hidden = lines.length - kept.length;
    if (hidden === 0) return info(msg, opts);
    if (hidden)
      kept.push(`(${hidden} more files not listed: font subsets, .br/.gz copies, chunks under 10 kB)`);
    info(kept.join('\n'), opts);
  };
  return logger;
}

/** Component test files that replace a module with `vi.mock` (each runs in a page of its own). */
const MOCKING_TESTS = (function find(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return find(path);
    return e.name.endsWith('.test.tsx') && readFileSync(path, 'utf8').includes('vi.mock(') ? [path] : [];
  });
})('src');

/** What every component test file runs in. */
const domTest = {
  environment: 'jsdom',
  setupFiles: ['./tests/i18n-english.ts', './tests/password-cost.ts', './tests/unit-setup.ts'],
  // The libraries every component test imports, pre-bundled once instead of module by module in
  // each file (styled-components stays out: its pre-bundled default export breaks `styled.div`).
  deps: {
    optimizer: {
      client: {
        enabled: true,
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'framer-motion',
          'i18next',
          'react-i18next',
          'react-router-dom',
          '@tanstack/react-query',
          '@tanstack/react-virtual',
          'jotai',
          'jotai/utils',
          'decimal.js',
          'zod',
          '@testing-library/react',
          '@testing-library/user-event',
          '@testing-library/jest-dom/vitest',
        ],
      },
    },
  },
};

export default defineConfig({
  base: BASE,
  customLogger: appPlugins ? quietLogger() : undefined,
  plugins: [
    react(),
    ...(appPlugins
      ? [
          appShell(),
          landingChunks.plugin,
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            // registered by src/app/pwa with workbox-window (announces a new version instead of reloading)
            injectRegister: false,
            scope: BASE,
            base: BASE,
            manifest: {
              name: APP_NAME,
              short_name: APP_NAME,
              description: APP_DESCRIPTION,
              start_url: BASE,
              scope: BASE,
              display: 'standalone',
              orientation: 'portrait',
              background_color: tokens.dark.bgPage,
              theme_color: tokens.dark.bgPage,
              icons: [
                { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
                { src: 'icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
              ],
            },
            workbox: {
              // The shell and every hashed script and style; of the ~2,000 font subsets only Inter's Latin faces
              // (the rest are fetched, then cached, when a page needs them).
              globPatterns: [
                '**/*.{js,css,html,svg,webmanifest}',
                'assets/inter-latin-{400,500,700}-normal-*.woff2',
              ],
              globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
              navigateFallback: 'index.html',
              navigateFallbackAllowlist: [/^\/h5\//],
              cleanupOutdatedCaches: true,
              // the first install controls the page at once (its public API answers are then cached for offline);
              // an update still waits for the user's "Reload" (no skipWaiting)
              clientsClaim: true,
              // hashed files change name when they change: their own hash is the revision
              dontCacheBustURLsMatching: /\/assets\/.+-[\w-]{8}\.\w+$/,
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              runtimeCaching: [
                {
                  // Public market and content data only (never a signed-in user's own data): the network first,
                  // the last answer when offline, so the screen shows the last figures under the stale mark.
                  urlPattern: ({ url, request }) =>
                    request.method === 'GET' &&
                    /^\/api\/(currency\/|menu|news\/index_pop)/.test(url.pathname),
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'api-public',
                    networkTimeoutSeconds: 5,
                    expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
                    cacheableResponse: { statuses: [200] },
                  },
                },
                {
                  urlPattern: ({ url }) =>
                    url.pathname.startsWith(`${BASE}assets/`) && url.pathname.endsWith('.woff2'),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'fonts',
                    expiration: { maxEntries: 120 },
                    cacheableResponse: { statuses: [200] },
                  },
                },
              ],
            },
          }),
          // Precompressed copies for the server to send as they are (it picks .br or .gz by Accept-Encoding).
          compression({
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
            include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
            exclude: [/\.woff2?$/, /\.vite\//],
            threshold: 512,
            logLevel: 'silent',
          }),
        ]
      : []),
  ],
  resolve: {
    alias: {
      '@': r('./src'),
      '@mocks': r('./mocks'),
      '@locales': r('./locales'),
      // react-router exports only its development build (warnings, invariants with messages); the package ships a
      // production one beside it: the app's build takes that (−12 KB raw in the landing's first chunk)
      ...(appPlugins
        ? {
            'react-router/dom': r('./node_modules/react-router/dist/production/dom-export.mjs'),
            'react-router': r('./node_modules/react-router/dist/production/index.mjs'),
          }
        : {}),
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // BUILD_SOURCEMAP=1 npm run build: source maps, to see what a chunk holds
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    manifest: true,
    chunkSizeWarningLimit: 600,
    // gzip sizes of 2,000 files on every build: `npm run budget` measures what the browser really loads
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'klinecharts', test: /node_modules[\\/]klinecharts/, priority: 50 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
            { name: 'motion', test: /node_modules[\\/](motion-dom|motion-utils)[\\/]/, priority: 50 },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js/, priority: 50 },
            // the landing's modules in four chunks instead of ~50 (scripts/landing-chunks.ts)
            { name: 'core', test: (id: string) => landingChunks.core.has(id), priority: 10 },
            { name: 'shell', test: (id: string) => landingChunks.shell.has(id), priority: 10 },
            { name: 'screen', test: (id: string) => landingChunks.screen.has(id), priority: 10 },
            { name: 'wire', test: (id: string) => landingChunks.wire.has(id), priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    // Node by default: only files that render or touch the DOM pay for jsdom's set-up. A `.tsx` test
    // renders React, so it runs in jsdom; a `.ts` test that needs a DOM says so with a
    // `// @vitest-environment jsdom` docblock on its first line.
    css: false,
    // A worker per core (vitest's own default leaves one core out: on a 2-core machine, one worker for 240 files)
    maxWorkers: availableParallelism(),
    // Two shared cores: a test that needs 3 s alone can need 10 under the suite's own load. A hang still fails.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One set of modules per worker, not per file (importing the engine and the app's modules again for each
          // of 160 files was most of this project's time); each file still starts from its own demo exchange, and
          // what a file stubbed is put back after it (tests/node-setup.ts).
          isolate: false,
          setupFiles: ['./tests/i18n-english.ts', './tests/password-cost.ts', './tests/node-setup.ts'],
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...domTest,
          // One jsdom and one set of modules per worker, not per file (environments were 40 % of the suite's
          // time): Testing Library unmounts after every test and each file starts with no stored state, English
          // and no toast or question left over (tests/unit-setup.ts). A file that replaces a module (`vi.mock`)
          // keeps a page of its own, below: its stand-in must not reach the files after it.
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: MOCKING_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          ...domTest,
          include: MOCKING_TESTS.length ? MOCKING_TESTS : ['no-such-file'],
        },
      },
    ],
  },
});
