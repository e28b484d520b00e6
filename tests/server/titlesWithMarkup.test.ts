import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { sanitizeTitleHtml } from '../../adapters/wordpress/sanitizeTitleHtml.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost, posts } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';
import { safeHtml } from '../builders/safeHtml.ts';

// A title's inline markup in the page's headings (the article's H1, the cards), its
// words as text everywhere else, and a post with no text at all named "untitled" in
// the reader's language (docs/decisions/0033-titles-with-markup-and-a-fallback.md).
const MARKUP = 'Why <em>this</em> matters &amp; H<sub>2</sub>O';
const WORDS = 'Why this matters & H2O';

describe('titles with inline markup, and a post without any text', () => {
  let site: ServedApp;
  beforeAll(async () => {
    const titleHtml = sanitizeTitleHtml(MARKUP);
    const marked = aPost({ slug: 'marked', title: WORDS, titleHtml, headline: WORDS, headlineHtml: titleHtml, publishedAt: '2026-11-23T08:00:00Z' });
    const untitled = aPost({ slug: 'untitled', title: '', headline: '', excerpt: safeHtml(''), publishedAt: '2026-11-22T08:00:00Z' });
    const content = createInMemoryContent({ posts: [marked, untitled, ...posts(24, { publishedAt: '2026-11-20T08:00:00Z' })] });
    site = await serveApp(
      createApp({
        config: loadConfig({ SITE_ORIGIN: 'https://news.example' }),
        ports: { siteOrigin: 'https://news.example', content, translations: createStaticTranslations(TRANSLATIONS), logger: createRecordingLogger() },
        clientDir: '/nonexistent',
        clientAssets: { css: [], js: ['/assets/entry.js'] },
      }),
    );
  });
  afterAll(() => site.close());

  const page = async (path: string) => (await fetch(`${site.base}${path}`)).text();

  it('shows the markup in the article’s H1, and the words in its title, Open Graph, breadcrumbs and JSON-LD', async () => {
    const html = await page('/en/research/models/marked');
    expect(html).toContain(`<h1 class="article__title">${MARKUP}</h1>`);
    expect(html).toContain(`<title>Why this matters &amp; H2O | Newsdesk</title>`);
    expect(html).toContain(`<meta property="og:title" content="Why this matters &amp; H2O | Newsdesk"/>`);
    expect(html).toContain(`<span class="breadcrumbs__current" aria-current="page">Why this matters &amp; H2O</span>`);
    const jsonLd = html.slice(html.indexOf('<script type="application/ld+json">') + '<script type="application/ld+json">'.length);
    const [article] = JSON.parse(jsonLd.slice(0, jsonLd.indexOf('</script>'))) as [{ headline: string }];
    expect(article.headline).toBe(WORDS);
  });

  it('shows the markup in the cards’ headings', async () => {
    expect(await page('/en')).toContain(`<a href="/en/research/models/marked">${MARKUP}</a>`);
  });

  it('names a post with no text "untitled" in the language on its card, in its H1 and in its head', async () => {
    expect(await page('/it')).toContain('<a href="/it/research/models/untitled">Articolo senza titolo</a>');
    const html = await page('/en/research/models/untitled');
    expect(html).toContain('<h1 class="article__title">Untitled article</h1>');
    expect(html).toContain('<title>Untitled article | Newsdesk</title>');
  });
});
