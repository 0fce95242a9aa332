import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      // `server-only` throws outside a React Server environment; tests run server code directly.
      'server-only': path.resolve(__dirname, 'tests/setup/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One throwaway PostgreSQL server for the run: the storage tests run against SQLite and PostgreSQL.
    globalSetup: ['tests/setup/postgres-global.ts'],
  },
});
