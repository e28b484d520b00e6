import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser here (see shared/TOOLING.md).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SSR_PORT = 3210;
export const CSR_PORT = 3211;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${SSR_PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      // The built SSR server with its embedded demo content, as `npm start` runs it.
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${SSR_PORT}/it`,
      env: { PORT: String(SSR_PORT), HOST: '127.0.0.1', SITE_ORIGIN: `http://127.0.0.1:${SSR_PORT}`, LOG_LEVEL: 'ERROR' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The CSR deployment: the static bundle plus the demo content API on one origin.
      command: 'npx tsx scripts/serveCsr.ts',
      url: `http://127.0.0.1:${CSR_PORT}/`,
      env: { CSR_PORT: String(CSR_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
