import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createInMemoryContent, type InMemoryContentData } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/app.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost, posts } from '../builders/post.ts';
import { createRecordingLogger as recordingLogger } from '../builders/recordingLogger.ts';

const serve = async (data: InMemoryContentData) => {
  const app = createApp({
    config: loadConfig({ SITE_ORIGIN: 'https://news.example' }),
    ports: { siteOrigin: 'https://news.example', content: createInMemoryContent(data), translations: createStaticTranslations(TRANSLATIONS), logger: recordingLogger() },
    clientDir: '/nonexistent',
    clientAssets: { css: ['/assets/app.css'], js: ['/assets/entry.js'] },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

// WordPress titles are HTML: the entities decode to a literal </script> in the title text.
const hostileTitle = '&lt;/script&gt;&lt;script&gt;alert("x")&lt;/script&gt;';
const hostile = '</script><script>alert("x")</script>';

describe('the SSR server', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve({ posts: [aPost({ title: hostileTitle }), ...posts(24)], categories: [{ id: 1, slug: 'robotica', name: 'Robotica', description: '', count: 1, children: [] }] });
  });
  afterAll(() => site.close());

  it('redirects / to /it with a real HTTP redirect', async () => {
    const response = await fetch(`${site.base}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/it');
  });

  it('renders the home with the document language, canonical on SITE_ORIGIN and the client assets', async () => {
    const response = await fetch(`${site.base}/fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="fr-FR">')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://news.example/fr"/>');
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('never lets content close the state script: </script> in a title stays escaped', async () => {
    const html = await (await fetch(`${site.base}/it`)).text();
    expect(html).not.toContain(hostile);
    const state = html.slice(html.indexOf('<script id="nd-state">'), html.indexOf('</script>', html.indexOf('<script id="nd-state">')));
    expect(state).toContain('\\u003c/script\\u003e');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('answers a path no route knows with the translated not-found view and status 404', async () => {
    const response = await fetch(`${site.base}/en/a/b/c/d`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves a screen outcome as JSON from the data endpoint for client navigations', async () => {
    const response = await fetch(`${site.base}/_data/home/de`);
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { kind: string; view: { screen: string; trending: unknown[]; latest: unknown[] } };
    expect(outcome.kind).toBe('view');
    expect(outcome.view.screen).toBe('home');
    expect(outcome.view.trending).toHaveLength(8);
    expect(outcome.view.latest).toHaveLength(12);
  });

  it('answers 404 from the data endpoint for an unknown screen or a path the screen does not match', async () => {
    expect((await fetch(`${site.base}/_data/nope/it`)).status).toBe(404);
    expect((await fetch(`${site.base}/_data/article/it`)).status).toBe(404);
  });

  it('serves the UI texts of each language at /assets/i18n/{lang}.json and 404 for others', async () => {
    const en = await fetch(`${site.base}/assets/i18n/en.json`);
    expect(en.status).toBe(200);
    expect(((await en.json()) as Record<string, string>)['error404']).toBe('Page not found');
    expect((await fetch(`${site.base}/assets/i18n/xx.json`)).status).toBe(404);
  });

  it('answers a protocol-relative path with 404, never a page about another host', async () => {
    const response = await fetch(`${site.base}//evil.example/it`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('evil.example');
  });
});

describe('the SSR server when the content API fails', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve({ posts: posts(20), failing: ['latestPosts'] });
  });
  afterAll(() => site.close());

  it('answers a translated page with status 503, never a stack trace', async () => {
    const response = await fetch(`${site.base}/es`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('Servicio no disponible temporalmente');
    expect(html).not.toMatch(/at .*\.ts:\d+/);
  });
});
