// /sitemaps/{lang}-pages.xml: the language's home, latest posts and the static
// pages the site links to, each with its translations as hreflang alternates.
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { everyLanguageAlternates, translationAlternates } from '../domain/alternates.ts';
import type { StaticPage } from '../domain/content.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { postLastModified } from '../domain/publicationDates.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE, type SitemapUrl } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import type { ContentError } from '../ports/ContentPort.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const withLastmod = (url: SitemapUrl, lastmod: string | undefined): SitemapUrl => (lastmod ? { ...url, lastmod } : url);

/** A page WordPress does not have (not-found) is simply not listed; a call that failed still fails the sitemap. */
const optionalPage = (page: TE.TaskEither<ContentError, StaticPage>): TE.TaskEither<ContentError, StaticPage | undefined> =>
  pipe(
    page,
    TE.orElseW((error): TE.TaskEither<ContentError, undefined> => (error._tag === 'not-found' ? TE.right(undefined) : TE.left(error))),
  );

export const loadPagesSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> => {
  const { slugs } = languageFacts(lang);
  return pipe(
    TE.Do,
    TE.apS('latest', deps.content.latestPosts(lang, 1)),
    TE.apS('about', optionalPage(deps.content.page(lang, slugs.about))),
    TE.apS('terms', optionalPage(deps.content.page(lang, slugs.terms))),
    TE.apS('privacy', optionalPage(deps.content.page(lang, slugs.privacy))),
    TE.match(
      () => unavailableXml(deps.logger, 'pages sitemap: content unavailable', { lang }),
      ({ latest, about, terms, privacy }) => {
        const newest = latest.posts[0] ? postLastModified(latest.posts[0]) : undefined;
        const staticEntry = (path: string, page: StaticPage | undefined): SitemapUrl[] =>
          page ? [withLastmod({ loc: `${deps.siteOrigin}${path}`, alternates: translationAlternates(deps.siteOrigin, page.translations) }, page.publishedAt)] : [];
        const entries: SitemapUrl[] = [
          withLastmod({ loc: `${deps.siteOrigin}${urls.home(lang)}`, alternates: everyLanguageAlternates(deps.siteOrigin, urls.home) }, newest),
          withLastmod({ loc: `${deps.siteOrigin}${urls.latestPosts(lang)}`, alternates: everyLanguageAlternates(deps.siteOrigin, urls.latestPosts) }, newest),
          ...staticEntry(urls.about(lang), about),
          ...staticEntry(urls.terms(lang), terms),
          // WordPress's own privacy page may answer under a slug of its own (decision 25): its address, not the redirect.
          ...staticEntry(urls.staticPage(lang, privacy?.slug ?? slugs.privacy), privacy),
        ];
        return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen({ alternates: true }), entries.map(urlElement), URLSET_CLOSE));
      },
    ),
  );
};
