import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.astro/',
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
    // `const { title, ...rest } = words` is how the code leaves keys out of an object.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // One module per icon: the island's bundle then holds only the icons the form draws.
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A promise nobody awaits or handles loses its error: browser code and the build say
    // what happens to each one (`void` marks a deliberate fire-and-forget).
    files: ['src/**/*.{ts,tsx}', 'integrations/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'scripts/**',
      'tools/**',
      'integrations/**',
      'tests/**',
      '*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
