import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import house from './eslint-rules/index.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // ARCHITECTURE.md's import table, the client/server line, the one settings module, the one
    // cookie module, and comments a reader can follow without the issue tracker or the specs.
    plugins: { house },
    rules: {
      'house/layers': 'error',
      'house/client-imports': 'error',
      'house/env-in-settings': 'error',
      'house/standalone-comments': 'error',
      'house/cookies-in-one-place': 'error',
    },
  },
  {
    // One idea per module (ARCHITECTURE.md, "One idea per module"): a source file over 550 lines or
    // a function over 80 holds several ideas. Tests are exempt: a describe block is a list of cases.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'tests/**'],
    rules: {
      'max-lines': ['error', { max: 550 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // ARCHITECTURE.md, "One way to do each thing": a value only the browser knows is read with
    // useBrowserSnapshot, whose first change after hydration is a transition; React's own hook
    // re-renders every such caller synchronously right after hydration.
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/use-browser-snapshot.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useSyncExternalStore'],
              message:
                'Read a browser-only value with useBrowserSnapshot (components/ui/use-browser-snapshot.ts).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    // The bench's bare Next app (scripts/bench-bare.mjs) builds into its own dist dirs.
    'bench/bare/.next/**',
    'bench/bare/.next-cc/**',
    'node_modules/**',
    '.data/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
