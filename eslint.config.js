import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.wrangler', '.data', '.scratch', 'migrations/meta', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // A component past 150 lines is split where a reader would (docs/convencoes.md#size). Blank lines and comments
  // count: a long function is long to read. A warning, so that the exceptions recorded there stay visible.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['warn', { max: 150 }] },
  },
);
