// /sitemaps/{lang}-pages.xml: the language's home, latest posts and the static
// pages the site links to, each with its translations as hreflang alternates.
import type * as T from 'fp-ts/Task';
import { everyLanguageAlternates, translationAlternates } from '../domain/alternates.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { postLastModified } from '../domain/publicationDates.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE, type SitemapUrl } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, xmlDocument, XML_UNAVAILABLE, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const withLastmod = (url: SitemapUrl, lastmod: string | undefined): SitemapUrl => (lastmod ? { ...url, lastmod } : url);

export const loadPagesSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> => async () => {
  const { slugs } = languageFacts(lang);
  const [latest, ...staticPages] = await Promise.all([
    deps.content.latestPosts(lang, 1)(),
    deps.content.page(lang, slugs.about)(),
    deps.content.page(lang, slugs.terms)(),
  ]);
  if (latest._tag === 'Left' || staticPages.some((p) => p._tag === 'Left' && p.left._tag === 'unavailable')) {
    deps.logger.error('pages sitemap: content unavailable', { lang });
    return XML_UNAVAILABLE;
  }
  const newest = latest.right.posts[0] ? postLastModified(latest.right.posts[0]) : undefined;
  const entries: SitemapUrl[] = [
    withLastmod({ loc: `${deps.siteOrigin}${urls.home(lang)}`, alternates: everyLanguageAlternates(deps.siteOrigin, urls.home) }, newest),
    withLastmod({ loc: `${deps.siteOrigin}${urls.latestPosts(lang)}`, alternates: everyLanguageAlternates(deps.siteOrigin, urls.latestPosts) }, newest),
    // A page WordPress does not have (not-found) is simply not listed.
    ...staticPages.flatMap((result, i) => {
      if (result._tag === 'Left') return [];
      const path = i === 0 ? urls.about(lang) : urls.terms(lang);
      return [withLastmod({ loc: `${deps.siteOrigin}${path}`, alternates: translationAlternates(deps.siteOrigin, result.right.translations) }, result.right.publishedAt)];
    }),
  ];
  return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen({ alternates: true }), entries.map(urlElement), URLSET_CLOSE));
};
