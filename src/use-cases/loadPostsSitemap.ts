// /sitemaps/{lang}-posts-{n}.xml: every article's canonical URL with its last
// change, streamed listing page by listing page.
import type * as T from 'fp-ts/Task';
import type { Lang } from '../domain/language.ts';
import type { PaginatedPosts } from '../domain/content.ts';
import { postLastModified } from '../domain/publicationDates.ts';
import { listingPagesOfPart } from '../domain/sitemapFiles.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { canonicalPostPaths } from './canonicalPostPaths.ts';
import { listingPages } from './listingPages.ts';
import { SITEMAP_MAX_AGE_SECONDS, xmlDocument, XML_NOT_FOUND, XML_UNAVAILABLE, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

async function* postsUrlset(deps: XmlDeps, lang: Lang, pages: AsyncIterable<PaginatedPosts>): AsyncIterable<string> {
  yield urlsetOpen();
  for await (const page of pages) {
    const paths = await canonicalPostPaths(deps, lang, page.posts);
    yield page.posts
      .map((post, i) => {
        const lastmod = postLastModified(post);
        return urlElement({ loc: `${deps.siteOrigin}${paths[i]}`, ...(lastmod ? { lastmod } : {}) });
      })
      .join('');
  }
  yield URLSET_CLOSE;
}

export const loadPostsSitemap = (deps: XmlDeps) => (lang: Lang, part: number): T.Task<XmlOutcome> => async () => {
  const { first, last } = listingPagesOfPart(part);
  const firstPage = await deps.content.latestPosts(lang, first)();
  if (firstPage._tag === 'Left') {
    if (firstPage.left._tag === 'not-found') return XML_NOT_FOUND;
    deps.logger.error('posts sitemap: content unavailable', { lang, part, error: firstPage.left });
    return XML_UNAVAILABLE;
  }
  // Parts beyond the listing do not exist; the first part always does, even for an empty site.
  if (part > 1 && (first > firstPage.right.totalPages || firstPage.right.posts.length === 0)) return XML_NOT_FOUND;
  const pages = listingPages((page) => deps.content.latestPosts(lang, page), firstPage.right, first, last);
  return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, postsUrlset(deps, lang, pages));
};
