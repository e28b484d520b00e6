import { describe, expect, it } from 'vitest';
import { isXmlPath } from '../../../src/domain/endpoints.ts';
import { urls } from '../../../src/domain/urls.ts';

describe('the documents for machines', () => {
  it('are the sitemap index, every sitemap file and every feed the site links', () => {
    for (const path of [urls.sitemapIndex(), urls.sitemap({ kind: 'posts', lang: 'en', part: 2 }), urls.sitemap({ kind: 'news', lang: 'it' }), urls.feed('fr'), urls.categoryFeed('de', 'künstliche intelligenz')]) {
      expect(isXmlPath(path), path).toBe(true);
    }
  });

  it('are none of the screens', () => {
    for (const path of [urls.home('en'), urls.category('en', 'feeds'), urls.category('en', 'sitemap.xml'), urls.search('en', 'sitemap'), '/sitemaps', '/feeds']) {
      expect(isXmlPath(path), path).toBe(false);
    }
  });
});
