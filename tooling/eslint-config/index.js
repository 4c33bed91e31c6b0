// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Flat config shared by every package: JS + TypeScript recommended, React hooks rules, no HTML from
 * server text, no `export *`.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', 'node_modules/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: 'Render server text as text, never as HTML.' },
        // issue #30 item 5: a module's surface is what it names. `export *` re-exports whatever the
        // other module adds later (a public API grows by accident, API reports drift) and hides
        // where a name comes from. dependency-cruiser (.dependency-cruiser.cjs) cannot tell this
        // syntax apart, so the rule lives here.
        {
          selector: 'ExportAllDeclaration',
          message: 'No `export *` (issue #30): re-export the names one by one, e.g. `export { a, type B } from ...`.',
        },
      ],
    },
  },
);
