// /sitemap.xml: the index of every language's sitemaps. One listing call per
// language tells how many posts sitemaps it needs and when it last changed.
import * as RA from 'fp-ts/ReadonlyArray';
import * as TE from 'fp-ts/TaskEither';
import type * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import { LANGS, type Lang } from '../domain/language.ts';
import { postLastModified } from '../domain/publicationDates.ts';
import { postsSitemapParts, type SitemapFile } from '../domain/sitemapFiles.ts';
import { sitemapIndexXml, type SitemapRef } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const languageSitemaps = (deps: XmlDeps, lang: Lang) =>
  pipe(
    deps.content.latestPosts(lang, 1),
    TE.map((first): SitemapRef[] => {
      const newest = first.posts[0] ? postLastModified(first.posts[0]) : undefined;
      const ref = (file: SitemapFile, lastmod?: string): SitemapRef => ({ loc: `${deps.siteOrigin}${urls.sitemap(file)}`, ...(lastmod ? { lastmod } : {}) });
      const parts = postsSitemapParts(first.totalPages);
      return [
        ref({ lang, kind: 'pages' }),
        ref({ lang, kind: 'categories' }),
        ref({ lang, kind: 'authors' }),
        ...Array.from({ length: parts }, (_, i) => ref({ lang, kind: 'posts', part: i + 1 }, i === 0 ? newest : undefined)),
        ref({ lang, kind: 'news' }, newest),
      ];
    }),
  );

export const loadSitemapIndex = (deps: XmlDeps): T.Task<XmlOutcome> =>
  pipe(
    LANGS,
    RA.traverse(TE.ApplicativePar)((lang) => languageSitemaps(deps, lang)),
    TE.match(
      (error) => unavailableXml(deps.logger, 'sitemap index: content unavailable', { error }),
      (perLanguage) => xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(sitemapIndexXml(perLanguage.flat()))),
    ),
  );
