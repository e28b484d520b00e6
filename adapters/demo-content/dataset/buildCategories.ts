// The category tree of one language as get-categories answers it, with counts
// taken from the posts actually filed there, and a slug index that resolves a
// section or a subcategory (category-posts accepts either).
import { CATEGORY_TREE, categoryId, type ParentKey, type SubKey } from './categories.ts';
import type { Lang } from '../../../src/domain/language.ts';
import type { DemoPost } from './buildPosts.ts';
import type { SiteTexts } from './textTypes.ts';
import type { WireCategory } from './wireTypes.ts';

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

export const buildCategories = (lang: Lang, langIndex: number, site: SiteTexts, posts: readonly DemoPost[]): CategoryIndex => {
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
        link: `/${lang}/${text.slug}/${childText.slug}`,
        parent: parentId,
        children: [],
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
      link: `/${lang}/${text.slug}`,
      parent: 0,
      children,
    };
    register({ category, parent: node.key });
    return category;
  });
  return { tree, bySlug };
};
