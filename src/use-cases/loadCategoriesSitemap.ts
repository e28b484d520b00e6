// /sitemaps/{lang}-categories.xml: every category and subcategory listing, each
// with its versions in other languages as WordPress links them (hreflang, as
// its page's head names them).
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { versionsOfPage } from './versionsOfPage.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

export const loadCategoriesSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> =>
  pipe(
    deps.content.categories(lang),
    TE.match(
      (error) => unavailableXml(deps.logger, 'categories sitemap: content unavailable', { lang, error }),
      (categories) => {
        const listings = categories.flatMap((category) => [
          { path: urls.category(lang, category.slug), translations: category.translations },
          ...category.children.map((sub) => ({ path: urls.subcategory(lang, category.slug, sub.slug), translations: sub.translations })),
        ]);
        const elements = listings.map(({ path, translations }) =>
          urlElement({ loc: `${deps.siteOrigin}${path}`, alternates: versionsOfPage(deps.siteOrigin, lang, path, translations).alternates }),
        );
        return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen({ alternates: true }), elements, URLSET_CLOSE));
      },
    ),
  );
