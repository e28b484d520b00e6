// /sitemaps/{lang}-categories.xml: every category and subcategory listing.
// Category slugs differ per language and WordPress gives no mapping, so these
// URLs carry no hreflang alternates.
import type * as T from 'fp-ts/Task';
import type { Lang } from '../domain/language.ts';
import { urlElement, urlsetOpen, URLSET_CLOSE } from '../domain/sitemapXml.ts';
import { urls } from '../domain/urls.ts';
import { chunksOf, SITEMAP_MAX_AGE_SECONDS, xmlDocument, XML_UNAVAILABLE, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

export const loadCategoriesSitemap = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> => async () => {
  const categories = await deps.content.categories(lang)();
  if (categories._tag === 'Left') {
    deps.logger.error('categories sitemap: content unavailable', { lang, error: categories.left });
    return XML_UNAVAILABLE;
  }
  const paths = categories.right.flatMap((category) => [
    urls.category(lang, category.slug),
    ...category.children.map((sub) => urls.subcategory(lang, category.slug, sub.slug)),
  ]);
  return xmlDocument('sitemap', SITEMAP_MAX_AGE_SECONDS, chunksOf(urlsetOpen(), paths.map((path) => urlElement({ loc: `${deps.siteOrigin}${path}` })), URLSET_CLOSE));
};
