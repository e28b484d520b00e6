// /sitemaps/{lang}-categories.xml: every category and subcategory listing.
// Category slugs differ per language and WordPress gives no mapping, so these
// URLs carry no hreflang alternates.
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, unavailableXml, xmlDocument, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

export const loadCategoriesSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> =>
  pipe(
    deps.content.categories(lang),
    TE.match(
      (error) => unavailableXml(deps.logger, 'categories sitemap: content unavailable', { lang, error }),
      (categories) => {
        const paths = categories.flatMap((category) => [
          urls.category(lang, category.slug),
          ...category.children.map((sub) => urls.subcategory(lang, category.slug, sub.slug)),
        ]);
        return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen(), paths.map((path) => urlElement({ loc: `${deps.siteOrigin}${path}` })), URLSET_CLOSE));
      },
    ),
  );
