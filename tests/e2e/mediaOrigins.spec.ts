import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startDemoContentServer, type DemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';

// Media on a host of their own, as a newsroom's CDN or offload bucket holds them,
// in real Chromium with the page's CSP on: the built server (as `npm start` runs
// it) reads a content API whose media URLs are all on another loopback origin,
// which the API reports as its media origin. Every picture loads from there, the
// browser refuses nothing, and an image of any other origin is still refused.

const MEDIA_PORT = Number(process.env['E2E_MEDIA_PORT'] ?? 3219);
const SITE = `http://127.0.0.1:${MEDIA_PORT}`;
/** An origin nobody reported: nothing listens there, and the CSP refuses it before any request. */
const UNREPORTED = 'http://127.0.0.1:9';

let cdn: DemoContentServer;
let api: DemoContentServer;
let server: ChildProcess;

/** Resolves once the server says it listens; rejects with its output if it stops first. */
const listening = (child: ChildProcess): Promise<void> =>
  new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (/listening on http/.test(output)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before listening:\n${output}`)));
  });

test.beforeAll(async () => {
  // The CDN: the demo's media files on an origin of their own; the content API points every media URL there.
  cdn = await startDemoContentServer({ port: 0 });
  api = await startDemoContentServer({ port: 0, mediaBase: cdn.origin });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(MEDIA_PORT), HOST: '127.0.0.1', SITE_ORIGIN: SITE, CONTENT_API_URL: api.url, LOG_LEVEL: 'ERROR', GTM_ID: '', ADSENSE_CLIENT: '', RUM_URL: '', MEDIA_ORIGINS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await listening(server);
});

test.afterAll(async () => {
  server?.kill();
  await api?.close();
  await cdn?.close();
});

/** Every CSP violation the page reports, as `directive blocked URL`. */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
};

/** The page scrolled to its end, so that lazy images load, then what each <img> loaded. */
const imagesOf = async (page: Page): Promise<{ src: string; width: number }[]> => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(() => [...document.images].map((image) => ({ src: image.currentSrc || image.src, width: image.naturalWidth })));
};

test.use({ viewport: { width: 1280, height: 900 } });

test('the pictures of the home and of an article load from the media origin the content API reports, with the CSP on', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const home = await page.goto(`${SITE}/en`);
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`img-src 'self' data: ${cdn.origin};`);
  expect(policy).toContain(`media-src 'self' ${cdn.origin};`);
  const onHome = await imagesOf(page);
  const fromCdn = onHome.filter((image) => image.src.startsWith(`${cdn.origin}/`));
  expect(fromCdn.length).toBeGreaterThan(5);
  for (const image of fromCdn) expect(image.width, image.src).toBeGreaterThan(0);

  // The newest article: its cover, its inline pictures and its video's poster.
  const article = await page.locator('.post-card__title a').first().getAttribute('href');
  await page.goto(`${SITE}${article}`);
  await expect(page.getByTestId('article')).toBeVisible();
  const inArticle = (await imagesOf(page)).filter((image) => image.src.startsWith(`${cdn.origin}/`));
  expect(inArticle.length).toBeGreaterThan(0);
  for (const image of inArticle) expect(image.width, image.src).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('an image of an origin nobody reported is still refused: the policy names the media origins, nothing wider', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${SITE}/en`);
  await page.evaluate((src) => document.body.insertAdjacentHTML('beforeend', `<img alt="" src="${src}/elsewhere.jpg">`), UNREPORTED);
  await expect.poll(() => violations).toEqual([`img-src blocked ${UNREPORTED}/elsewhere.jpg`]);
});
