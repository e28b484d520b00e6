// /sitemaps/{lang}-news.xml: Google News wants only the articles of the last two
// days (at most 1,000), each with its publication, language, date and title.
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PaginatedPosts } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { epochOf } from '../domain/publicationDates.ts';
import { newsUrlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { titleOrUntitled } from '../domain/titleText.ts';
import { brandOf } from '../domain/translate.ts';
import type { Texts } from '../domain/translate.ts';
import { canonicalPostPaths } from './canonicalPostPaths.ts';
import { listingPages } from './listingPages.ts';
import { withTexts } from './texts.ts';
import { FRESH_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
const MAX_NEWS_URLS = 1000;
/** The listing is newest first: a few pages always reach past two days. */
const MAX_LISTING_PAGES = 50;

async function* newsUrlset(deps: XmlDeps, lang: Lang, texts: Texts, pages: AsyncIterable<PaginatedPosts>): AsyncIterable<string> {
  const since = deps.now().getTime() - NEWS_WINDOW_MS;
  const publicationName = brandOf(texts);
  let written = 0;
  yield urlsetOpen({ news: true });
  listing: for await (const page of pages) {
    const paths = await canonicalPostPaths(deps, lang, page.posts);
    for (const [i, post] of page.posts.entries()) {
      const { publishedAt } = post;
      if (publishedAt === undefined) continue;
      if (epochOf(publishedAt) < since || written === MAX_NEWS_URLS) break listing;
      written += 1;
      yield newsUrlElement({ loc: `${deps.siteOrigin}${paths[i]}`, title: titleOrUntitled(post.title, texts), publishedAt, publicationName, language: lang });
    }
  }
  yield URLSET_CLOSE;
}

export const loadNewsSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> =>
  pipe(
    deps.content.latestPosts(lang, 1),
    withTexts(deps, lang),
    TE.match(
      () => unavailableXml(deps.logger, 'news sitemap: content unavailable', { lang }),
      ({ data: first, texts }) => {
        const pages = listingPages((page) => deps.content.latestPosts(lang, page), first, 1, MAX_LISTING_PAGES);
        return xmlDocument('sitemap', FRESH_MAX_AGE_SECONDS, newsUrlset(deps, lang, texts, pages));
      },
    ),
  );
