import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

const SOURCE = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

/** Raw bytes and headers, without fetch's automatic decompression. */
const raw = (url: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('hashed assets compressed at build time', () => {
  let site: ServedApp;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'newsdesk-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'entry-AbCd1234.js'), SOURCE);
    writeFileSync(join(clientDir, 'assets', 'entry-AbCd1234.js.br'), brotliCompressSync(SOURCE));
    writeFileSync(join(clientDir, 'assets', 'entry-AbCd1234.js.gz'), gzipSync(SOURCE));
    writeFileSync(join(clientDir, 'assets', 'plain-AbCd1234.js'), SOURCE);
    const app = createApp({
      config: loadConfig({}),
      ports: { siteOrigin: 'http://localhost', content: createInMemoryContent(), translations: createStaticTranslations(TRANSLATIONS), logger: createRecordingLogger() },
      clientDir,
      clientAssets: { css: [], js: [] },
    });
    site = await serveApp(app);
  });
  afterAll(() => site.close());

  it('sends the brotli twin to a browser that accepts it, whatever the order of its header', async () => {
    const { headers, body } = await raw(`${site.base}/assets/entry-AbCd1234.js`, 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toBe(SOURCE);
  });

  it('sends the gzip twin to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await raw(`${site.base}/assets/entry-AbCd1234.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SOURCE);
    const identity = await raw(`${site.base}/assets/entry-AbCd1234.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SOURCE);
  });

  it('leaves files without twins to on-the-fly compression', async () => {
    const { headers, body } = await raw(`${site.base}/assets/plain-AbCd1234.js`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(SOURCE);
  });
});
