// The WordPress tests (`npm run test:wordpress`): against one real WordPress
// with MariaDB, started once for the run by the global setup, so one file at a
// time and with room for PHP's pace.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/wordpress/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/wordpress/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
