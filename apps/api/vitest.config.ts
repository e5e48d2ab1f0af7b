import { defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite; when TEST_DATABASE_URL is set they run a second time on PostgreSQL,
 * each test file on a database of its own built from the migrations.
 */
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.log('[api tests] TEST_DATABASE_URL not set: the PostgreSQL run is skipped (PGlite only)');
if (!process.env.TEST_REDIS_URL)
  console.log('[api tests] TEST_REDIS_URL not set: the Socket.IO Redis adapter test (two API servers) is skipped');

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { FANLANE_TEST_DB: 'pglite' } },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: ['src/**/*.test.ts'], env: { FANLANE_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
