import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One browser, one API and one Next server per file; files run one after another.
    fileParallelism: false,
    // Starting the stack may include a production build of the web app.
    hookTimeout: 600_000,
    testTimeout: 60_000,
  },
});
