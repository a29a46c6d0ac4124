import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside a React Server environment; unit tests run server modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
      // The App Router's `next/dynamic` (Next's bundler swaps it in; the default export is the
      // Pages Router's, which renders nothing on the server here): lazy islands render in tests.
      'next/dynamic': 'next/dist/shared/lib/app-dynamic',
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: [
      'node_modules/**',
      '.next/**',
      'bench/bare/.next/**',
      'bench/bare/.next-cc/**',
      'tests/e2e/**',
    ],
    environment: 'node',
    // Worker threads start faster than forked processes; every file still gets its own module graph.
    pool: 'threads',
    // Vitest leaves a core free by default (one worker on a 2-core machine). Many files here wait
    // on child processes, sockets and timers, so one worker more than the cores keeps them busy
    // (on 2 cores: 156 s with one worker, 116 with two, 99 with three).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
