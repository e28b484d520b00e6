// The category tree of one language as get-categories answers it, with counts
// taken from the posts actually filed there, and a slug index that resolves a
// section or a subcategory (category-posts accepts either). A category is the
// same key in every language, so each node lists its translations in all of them.
import { CATEGORY_TREE, categoryId, type ParentKey, type SubKey } from './categories.ts';
import { LANGS, type Lang } from '../../../src/domain/language.ts';
import type { DemoPost } from './buildPosts.ts';
import type { SiteTexts } from './textTypes.ts';
import type { WireCategory, WireCategoryTranslation } from './wireTypes.ts';

export interface CategoryEntry {
  readonly category: WireCategory;
  readonly parent: ParentKey;
  readonly sub?: SubKey;
}

export interface CategoryIndex {
  readonly tree: readonly WireCategory[];
  readonly bySlug: ReadonlyMap<string, CategoryEntry>;
}

export const postIsIn = (post: DemoPost, entry: CategoryEntry): boolean =>
  post.placement.parent === entry.parent && (entry.sub === undefined || post.placement.sub === entry.sub);

/** A category's path in a language, its `link`: /{lang}/{section}, or /{lang}/{section}/{sub}. */
const categoryPath = (lang: Lang, site: SiteTexts, parent: ParentKey, sub?: SubKey): string =>
  `/${lang}/${site.categories[parent].slug}${sub === undefined ? '' : `/${site.categories[sub].slug}`}`;

/** The category of this key in every language, in Newsdesk's order: itself among them. */
const translationsOf = (sites: Readonly<Record<Lang, SiteTexts>>, parent: ParentKey, sub?: SubKey): WireCategoryTranslation[] =>
  LANGS.map((lang) => ({ lang, slug: sites[lang].categories[sub ?? parent].slug, permalink: categoryPath(lang, sites[lang], parent, sub) }));

/** The tree of `lang`; `sites` are every language's texts, for the translations. */
export const buildCategories = (lang: Lang, langIndex: number, sites: Readonly<Record<Lang, SiteTexts>>, posts: readonly DemoPost[]): CategoryIndex => {
  const site = sites[lang];
  const bySlug = new Map<string, CategoryEntry>();
  const register = (entry: CategoryEntry): void => {
    if (bySlug.has(entry.category.slug)) throw new Error(`duplicate category slug ${lang}/${entry.category.slug}`);
    bySlug.set(entry.category.slug, entry);
  };
  const count = (parent: ParentKey, sub?: SubKey): number =>
    posts.filter((post) => post.placement.parent === parent && (sub === undefined || post.placement.sub === sub)).length;

  const tree = CATEGORY_TREE.map((node, parentIndex): WireCategory => {
    const text = site.categories[node.key];
    const parentId = categoryId(langIndex, parentIndex);
    const children = node.children.map((sub, childIndex): WireCategory => {
      const childText = site.categories[sub];
      const child: WireCategory = {
        id: categoryId(langIndex, parentIndex, childIndex),
        name: childText.name,
        slug: childText.slug,
        description: childText.description,
        count: count(node.key, sub),
        link: categoryPath(lang, site, node.key, sub),
        parent: parentId,
        children: [],
        translations: translationsOf(sites, node.key, sub),
      };
      register({ category: child, parent: node.key, sub });
      return child;
    });
    const category: WireCategory = {
      id: parentId,
      name: text.name,
      slug: text.slug,
      description: text.description,
      count: count(node.key),
      link: categoryPath(lang, site, node.key),
      parent: 0,
      children,
      translations: translationsOf(sites, node.key),
    };
    register({ category, parent: node.key });
    return category;
  });
  return { tree, bySlug };
};
