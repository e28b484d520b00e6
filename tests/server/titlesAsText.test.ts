import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost, posts } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

// A title is text (issue: "titles are text"): every word survives, and wherever it
// is written it is escaped for that place. The WordPress adapter has decoded its
// entities once (tests/adapters/wordpress/wireToDomain.test.ts): the core holds it as shown.
const SHOWN = 'Leaks </script> Into The Pantry ’26 & more';
const IN_HTML = 'Leaks &lt;/script&gt; Into The Pantry ’26 &amp; more';

describe('a title holding markup and entities', () => {
  let site: ServedApp;
  beforeAll(async () => {
    const odd = aPost({ slug: 'pantry', title: SHOWN, publishedAt: '2026-11-23T08:00:00Z' });
    const content = createInMemoryContent({ posts: [odd, ...posts(24, { publishedAt: '2026-11-20T08:00:00Z' })] });
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

  it('shows every word on the home card, escaped by React', async () => {
    const html = await page('/en');
    expect(html).toContain(`<a href="/en/research/models/pantry">${IN_HTML}</a>`);
    expect(html).not.toContain('Leaks  Into');
  });

  it('shows it in the heading, breadcrumbs, title, Open Graph and Twitter tags of the article', async () => {
    const html = await page('/en/research/models/pantry');
    expect(html).toContain(`<h1 class="article__title">${IN_HTML}</h1>`);
    expect(html).toContain(`<span class="breadcrumbs__current" aria-current="page">${IN_HTML}</span>`);
    expect(html).toContain(`<title>${IN_HTML} | Newsdesk</title>`);
    expect(html).toContain(`<meta property="og:title" content="${IN_HTML} | Newsdesk"/>`);
    expect(html).toContain(`<meta name="twitter:title" content="${IN_HTML} | Newsdesk"/>`);
    expect(html).toContain(`alt="${IN_HTML}"`);
  });

  it('keeps it whole inside JSON-LD and the state script, neither of which it can end', async () => {
    const html = await page('/en/research/models/pantry');
    const scripts = [...html.matchAll(/<script[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]!);
    // Each script ends where it should: none of them holds the title's </script>.
    expect(scripts.every((body) => !body.includes('Into The Pantry') || body.includes('\\u003c/script\\u003e'))).toBe(true);
    const jsonLd = html.slice(html.indexOf('<script type="application/ld+json">') + '<script type="application/ld+json">'.length);
    const [article] = JSON.parse(jsonLd.slice(0, jsonLd.indexOf('</script>'))) as [{ headline: string }];
    expect(article.headline).toBe(SHOWN);
  });

  it('writes it escaped for XML in the feed, the news sitemap and the suggestions', async () => {
    expect(await page('/feeds/en.xml')).toContain('<title>Leaks &lt;/script&gt; Into The Pantry ’26 &amp; more</title>');
    const suggestions = (await (await fetch(`${site.base}/_api/suggestions?lang=en&s=leaks`)).json()) as { title: string }[];
    expect(suggestions.map((s) => s.title)).toEqual([SHOWN]);
  });
});
