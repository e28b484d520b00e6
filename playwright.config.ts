import { defineConfig, devices } from '@playwright/test';
import { BLOCKS_ORIGIN, COUNTING_ORIGIN, CSR_PORT, FOOTER_CONFIGURATION, HOSTILE_PORT, MANY_SECTIONS_ORIGIN, NOADS_ORIGIN, NOADS_PORT, RUM_URL, SSR_ORIGIN, SSR_PORT } from './tests/e2e/origins.ts';
import { PREVIEW_ORIGIN } from './tests/e2e/previewSite.ts';

// Debian's Chromium: the tests never download Playwright's own browser (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1), no outside host.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];


export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: SSR_ORIGIN,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      // The built SSR server with its embedded demo content, as `npm start` runs it.
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${SSR_PORT}/it`,
      // Test ids turn the tag manager and ad adapters on, and a loopback RUM endpoint the Web Vitals beacons;
      // their hosts are intercepted (tests/e2e/thirdParties.ts). FOOTER_CONFIGURATION: a newsroom's own footer values, fictional.
      // TRUSTED_PROXY_HOPS: a test that votes says which reader it is (X-Forwarded-For), as the browser tests all
      // come from one address, which the vote limit (20 a minute) would otherwise refuse within a run.
      env: { PORT: String(SSR_PORT), HOST: '127.0.0.1', SITE_ORIGIN: SSR_ORIGIN, LOG_LEVEL: 'ERROR', GTM_ID: 'GTM-TEST123', ADSENSE_CLIENT: 'ca-pub-0000000000000000', RUM_URL, TRUSTED_PROXY_HOPS: '1', ...FOOTER_CONFIGURATION },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same server with no ad network and no tag manager, as the demo runs (ads.spec.ts, layoutShift.spec.ts,
      // screenshots.spec.ts, readerSignals.spec.ts, whose counts arrive within a 2-second flush and whose readers each come
      // from an address of their own, as a proxy in front would say in X-Forwarded-For); the ids are emptied so that none set in the environment can turn an adapter on.
      command: 'node dist/server/main.js',
      url: `${NOADS_ORIGIN}/it`,
      // The footer's values are emptied too, so that the demo's own show (tests/e2e/footer.spec.ts).
      env: { PORT: String(NOADS_PORT), HOST: '127.0.0.1', SITE_ORIGIN: NOADS_ORIGIN, LOG_LEVEL: 'ERROR', GTM_ID: '', ADSENSE_CLIENT: '', RUM_URL: '', SIGNALS_FLUSH_SECONDS: '2', TRUSTED_PROXY_HOPS: '1', COMPANY_LINE: '', CONTACT_EMAIL: '', SOCIAL_PROFILES: '' },
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
    {
      // The built SSR server reading a content API full of script payloads (tests/e2e/hostileContent.spec.ts).
      command: 'npx tsx tests/e2e/hostileSite.ts',
      url: `http://127.0.0.1:${HOSTILE_PORT}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built SSR server reading a stand-in WordPress with the theme unit test data's categories (tests/e2e/manySections.spec.ts).
      command: 'npx tsx tests/e2e/manySectionsSite.ts',
      url: `${MANY_SECTIONS_ORIGIN}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built SSR server reading a stand-in WordPress whose article is the block editor's fixtures (tests/e2e/blocks.spec.ts).
      command: 'npx tsx tests/e2e/blocksSite.ts',
      url: `${BLOCKS_ORIGIN}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built SSR server reading a demo content API that remembers every call it is asked (tests/e2e/oneContentCall.spec.ts).
      command: 'npx tsx tests/e2e/countingSite.ts',
      url: `${COUNTING_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built SSR server with previews on, reading a stand-in WordPress with the plugin's draft endpoint (tests/e2e/preview.spec.ts).
      command: 'npx tsx tests/e2e/previewSite.ts',
      url: `${PREVIEW_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
