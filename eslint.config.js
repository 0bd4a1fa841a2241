import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers, lowest first (HOUSE_STYLE.md): a layer imports only the layers below it. `src/testing` is the test
 * kit (providers, builders, harness): stories and tests may use it, app code may not.
 */
const LAYERS = ['lib', 'state', 'api', 'realtime', 'theme', 'ui', 'features', 'app'];

function layerRules() {
  const featureInternals = {
    group: ['@/features/*/*', '**/features/*/*'],
    message: "Don't import another feature's internals: use its public index.ts.",
  };
  // Stories and tests may share another feature's test fixtures (its `testing/` folder) — nothing else.
  const featureInternalsInTests = {
    regex: '^@/features/[^/]+/(?!testing/)',
    message: "Don't import another feature's internals; share test fixtures through its testing/ folder.",
  };
  const above = (layer) => LAYERS.slice(LAYERS.indexOf(layer) + 1);
  const forbid = (layers) =>
    layers.length
      ? [{ group: layers.flatMap((l) => [`@/${l}`, `@/${l}/**`, `**/${l}`, `**/${l}/**`]), message: `Layers: ${LAYERS.join(' < ')} — a layer imports only those below it.` }]
      : [];
  const testing = { group: ['@/testing', '@/testing/**'], message: 'src/testing is for stories and tests.' };
  const tests = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'];
  return LAYERS.flatMap((layer) => [
    {
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: tests,
      rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(above(layer)), featureInternals, testing] }] },
    },
    {
      files: tests.map((t) => `src/${layer}/${t}`),
      rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(above(layer)), featureInternalsInTests] }] },
    },
  ]);
}

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.storybook/public', 'src/theme/tokens.generated.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TanStack Virtual is fine without the React Compiler's memoisation.
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is Decimal: use src/lib/decimal.ts.' },
      ],
    },
  },
  { files: ['**/*.js'], languageOptions: { globals: { ...globals.node } } },
  ...layerRules(),
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'mocks/**', '.storybook/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-restricted-syntax': 'off' },
  },
);
