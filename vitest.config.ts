import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/adapters/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}', 'tests/repository/**/*.test.ts', 'tests/scripts/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
