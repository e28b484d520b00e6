import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../src/domain/xml.ts';
import { newsUrlElement, sitemapIndexXml, urlElement, urlsetOpen, URLSET_CLOSE } from '../../../src/domain/sitemapXml.ts';
import { rssItem, rssOpen, RSS_CLOSE } from '../../../src/domain/rssXml.ts';
import { listingPagesOfPart, parseSitemapFileName, postsSitemapParts, sitemapFileName } from '../../../src/domain/sitemapFiles.ts';

describe('XML for crawlers and feed readers', () => {
  it('escapes markup and quotes, and drops the control characters XML 1.0 forbids', () => {
    expect(escapeXml(`</script>&"it's"\u0007`)).toBe('&lt;/script&gt;&amp;&quot;it&apos;s&quot;');
  });

  it('declares the hreflang and News namespaces only when a sitemap uses them', () => {
    expect(urlsetOpen()).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    expect(urlsetOpen({ alternates: true })).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(urlsetOpen({ news: true })).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(URLSET_CLOSE).toBe('</urlset>\n');
  });

  it('writes a URL with its last change and its translations', () => {
    expect(urlElement({ loc: 'https://news.example/it?a=1&b=2', lastmod: '2026-11-20', alternates: [{ hreflang: 'en-US', href: 'https://news.example/en' }] })).toBe(
      '<url><loc>https://news.example/it?a=1&amp;b=2</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="en-US" href="https://news.example/en"/></url>\n',
    );
  });

  it('writes a Google News entry with publication, language, date and escaped title', () => {
    const xml = newsUrlElement({ loc: 'https://news.example/en/a/b/c', title: 'AI </script> & you', publishedAt: '2026-11-20T10:00:00Z', publicationName: 'Newsdesk', language: 'en' });
    expect(xml).toBe(
      '<url><loc>https://news.example/en/a/b/c</loc><news:news><news:publication><news:name>Newsdesk</news:name><news:language>en</news:language></news:publication>' +
        '<news:publication_date>2026-11-20T10:00:00Z</news:publication_date><news:title>AI &lt;/script&gt; &amp; you</news:title></news:news></url>\n',
    );
  });

  it('lists sitemaps in an index', () => {
    expect(sitemapIndexXml([{ loc: 'https://news.example/sitemaps/it-pages.xml' }, { loc: 'https://news.example/sitemaps/it-news.xml', lastmod: '2026-11-20' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://news.example/sitemaps/it-pages.xml</loc></sitemap>\n<sitemap><loc>https://news.example/sitemaps/it-news.xml</loc><lastmod>2026-11-20</lastmod></sitemap>\n</sitemapindex>\n',
    );
  });

  it('writes an RSS 2.0 channel with a self link and items whose guid is their permalink', () => {
    const head = rssOpen({ title: 'News & views', link: 'https://news.example/en', description: 'd', language: 'en-US', selfUrl: 'https://news.example/feeds/en.xml', lastBuildDate: 'Fri, 20 Nov 2026 10:00:00 GMT' });
    expect(head).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(head).toContain('<title>News &amp; views</title>');
    expect(head).toContain('<atom:link href="https://news.example/feeds/en.xml" rel="self" type="application/rss+xml"/>');
    expect(rssItem({ title: 't', link: 'https://news.example/en/x', description: '<b>', pubDate: 'Fri, 20 Nov 2026 10:00:00 GMT', category: 'Robots' })).toBe(
      '<item><title>t</title><link>https://news.example/en/x</link><guid isPermaLink="true">https://news.example/en/x</guid><description>&lt;b&gt;</description>' +
        '<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate><category>Robots</category></item>\n',
    );
    expect(RSS_CLOSE).toBe('</channel>\n</rss>\n');
  });
});

describe('sitemap file names', () => {
  it('names and reads back each kind of file', () => {
    expect(sitemapFileName({ lang: 'de', kind: 'posts', part: 3 })).toBe('de-posts-3.xml');
    expect(parseSitemapFileName('de-posts-3.xml')).toEqual({ lang: 'de', kind: 'posts', part: 3 });
    expect(parseSitemapFileName('pt-news.xml')).toEqual({ lang: 'pt', kind: 'news' });
    expect(parseSitemapFileName('it-categories.xml')).toEqual({ lang: 'it', kind: 'categories' });
    expect(sitemapFileName({ lang: 'fr', kind: 'authors' })).toBe('fr-authors.xml');
    expect(parseSitemapFileName('fr-authors.xml')).toEqual({ lang: 'fr', kind: 'authors' });
  });

  it('refuses unknown languages, kinds, part zero and anything else', () => {
    for (const name of ['xx-pages.xml', 'it-writers.xml', 'xx-authors.xml', 'it-posts-0.xml', 'it-posts-01.xml', 'it-posts.xml', 'it-pages.xml.gz', '../it-pages.xml', '']) {
      expect(parseSitemapFileName(name), name).toBeUndefined();
    }
  });

  it('splits the posts so that each file covers 100 listing pages, with at least one file', () => {
    expect(postsSitemapParts(0)).toBe(1);
    expect(postsSitemapParts(100)).toBe(1);
    expect(postsSitemapParts(101)).toBe(2);
    expect(listingPagesOfPart(2)).toEqual({ first: 101, last: 200 });
  });
});
