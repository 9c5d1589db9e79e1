import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
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
  // Tests read answers through the API's contract (tests/helpers/http.ts, docs/convencoes.md#code) and assert
  // unconditionally: a test must be able to fail.
  {
    files: ['tests/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      'vitest/no-conditional-in-test': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name="json"][typeArguments]',
          message: 'Read the answer through the typed client (client.api) instead of naming its type by hand.',
        },
        {
          selector: 'CallExpression[callee.property.name="json"][typeArguments]',
          message: 'Read the answer through the typed client (client.api) instead of naming its type by hand.',
        },
        {
          selector:
            ':matches(TSAsExpression > AwaitExpression > CallExpression, TSAsExpression > CallExpression)[callee.property.name="json"]',
          message:
            'Do not cast an answer: read it through the typed client (client.api), answerOf, errorBody, or assert its shape.',
        },
        {
          selector: ':matches(TSTypeAliasDeclaration, TSInterfaceDeclaration)[id.name=/^Err(o|or)?(Body)?$/]',
          message: 'Errors have one shape: use ErrorBody and errorBody() from tests/helpers.',
        },
        {
          selector:
            'TSTypeLiteral > TSPropertySignature[key.name="error"] > TSTypeAnnotation > TSTypeLiteral:has(TSPropertySignature[key.name="message"])',
          message: 'Errors have one shape: use ErrorBody and errorBody() from tests/helpers.',
        },
      ],
    },
  },
  // A component past 150 lines is split where a reader would (docs/convencoes.md#size). Blank lines and comments
  // count: a long function is long to read. A warning, so that the exceptions recorded there stay visible.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['warn', { max: 150 }] },
  },
);
