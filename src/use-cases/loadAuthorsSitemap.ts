// /sitemaps/{lang}-authors.xml: the page of every author who has published in
// the language. An author's slug is the same in every language (WordPress's
// user), so each page lists as hreflang alternates the languages the author has
// a page in, as that page's head does. A failing call fails the file (503), so
// crawlers never read an author list with languages missing.
import * as RA from 'fp-ts/ReadonlyArray';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { someLanguagesAlternates } from '../domain/alternates.ts';
import { LANGS, type Lang } from '../domain/language.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

export const loadAuthorsSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> =>
  pipe(
    LANGS,
    RA.traverse(TE.ApplicativePar)((each) => pipe(deps.content.authors(each), TE.map((authors) => ({ lang: each, slugs: new Set(authors.map((a) => a.slug)) })))),
    TE.match(
      (error) => unavailableXml(deps.logger, 'authors sitemap: content unavailable', { lang, error }),
      (perLanguage) => {
        const own = perLanguage.find((each) => each.lang === lang)!;
        const entries = [...own.slugs].map((slug) =>
          urlElement({
            loc: `${deps.siteOrigin}${urls.author(lang, slug)}`,
            alternates: someLanguagesAlternates(deps.siteOrigin, perLanguage.filter((each) => each.slugs.has(slug)).map((each) => each.lang), (other) => urls.author(other, slug)),
          }),
        );
        return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen({ alternates: true }), entries, URLSET_CLOSE));
      },
    ),
  );
