import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.storybook/public', 'src/app/theme/tokens.generated.ts', 'test-results', 'playwright-report'] },
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
  {
    // A feature's internals are its own: other code may import only a feature's routes (via the registry).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*', '**/features/*/*'], message: "Don't import another feature's internals; move shared code to src/ui, src/lib, src/api or src/state." },
          ],
        },
      ],
    },
  },
  {
    // the design system and pure helpers never depend on features or the app shell
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/features/**'], message: 'src/ui and src/lib must not depend on features.' }] },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'mocks/**', '.storybook/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Stories and tests may share another feature's test fixtures (its `testing/` folder) — nothing else.
    files: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/(?!testing/)',
              message: "Don't import another feature's internals; share test fixtures through its testing/ folder.",
            },
          ],
        },
      ],
    },
  },
);
