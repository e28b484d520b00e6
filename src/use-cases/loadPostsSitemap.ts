// /sitemaps/{lang}-posts-{n}.xml: every article's canonical URL with its last
// change and its versions in other languages (hreflang, as its head names them),
// streamed listing page by listing page.
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import type { PaginatedPosts } from '../domain/content.ts';
import { postLastModified } from '../domain/publicationDates.ts';
import { listingPagesOfPart } from '../domain/sitemapFiles.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { notFound } from '../ports/ContentPort.ts';
import { canonicalPostPaths } from './canonicalPostPaths.ts';
import { versionsOfPage } from './versionsOfPage.ts';
import { listingPages } from './listingPages.ts';
import { SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, XML_NOT_FOUND, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

async function* postsUrlset(deps: XmlDeps, lang: Lang, pages: AsyncIterable<PaginatedPosts>): AsyncIterable<string> {
  yield urlsetOpen({ alternates: true });
  for await (const page of pages) {
    const paths = await canonicalPostPaths(deps, lang, page.posts);
    yield page.posts
      .map((post, i) => {
        const lastmod = postLastModified(post);
        const path = paths[i]!;
        const { alternates } = versionsOfPage(deps.siteOrigin, lang, path, post.translations);
        return urlElement({ loc: `${deps.siteOrigin}${path}`, ...(lastmod ? { lastmod } : {}), alternates });
      })
      .join('');
  }
  yield URLSET_CLOSE;
}

export const loadPostsSitemap = (deps: XmlDeps) => (lang: Lang, part: number): T.Task<XmlOutcome> => {
  const { first, last } = listingPagesOfPart(part);
  // Parts beyond the listing do not exist; the first part always does, even for an empty site.
  const beyondListing = (firstPage: PaginatedPosts): boolean => part > 1 && (first > firstPage.totalPages || firstPage.posts.length === 0);
  return pipe(
    deps.content.latestPosts(lang, first),
    TE.filterOrElse((firstPage) => !beyondListing(firstPage), () => notFound),
    TE.match(
      (error) => (error._tag === 'not-found' ? XML_NOT_FOUND : unavailableXml(deps.logger, 'posts sitemap: content unavailable', { lang, part, error })),
      (firstPage) => {
        const pages = listingPages((page) => deps.content.latestPosts(lang, page), firstPage, first, last);
        return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, postsUrlset(deps, lang, pages));
      },
    ),
  );
};
