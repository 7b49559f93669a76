import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'public/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // One module per icon lets the bundler see which page uses which icon (scripts/chunk-groups.mjs).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from 'lucide-react/icons/<name>' instead.",
              allowTypeImports: true,
            },
            {
              name: 'simple-icons',
              message: "Import each logo from 'virtual:simple-icon/<slug>' instead.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Hook rules belong to React code; Playwright fixtures also name a function `use`.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only /contact runs React in the browser, so every page change is a document navigation
    // (prerendered by Speculation Rules): a client-side route change would land on a page
    // without its enhancement script.
    files: ['app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Link|NavLink)$/]:not(:has(JSXAttribute[name.name='reloadDocument']))",
          message:
            'Give every <Link> and <NavLink> reloadDocument: pages change by document navigation.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
