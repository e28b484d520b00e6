// The purge tags of a content answer: the same names pages carry (src/domain/cacheTags.ts),
// so that one purge on publish drops the pages and the answers they were built from.
import { cacheTags, postTags } from '../../src/domain/cacheTags.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';

/** The posts of an answer: a list of them, a listing or search results (`posts`), or one post. */
const postsOf = (value: unknown): readonly { readonly id: number }[] => {
  if (Array.isArray(value)) return value as { id: number }[];
  const record = value as { posts?: unknown; id?: unknown };
  if (Array.isArray(record.posts)) return record.posts as { id: number }[];
  return typeof record.id === 'number' ? [record as { id: number }] : [];
};

export const contentTags = (method: keyof ContentPort, lang: Lang, args: readonly unknown[], value: unknown): string[] => {
  const own = ((): string[] => {
    switch (method) {
      case 'latestPosts':
        return [cacheTags.listing(lang), cacheTags.home(lang)];
      case 'popularPosts':
        return [cacheTags.home(lang)];
      case 'categoryPosts':
      case 'category':
        return [cacheTags.category(lang, String(args[0]))];
      case 'search':
      case 'suggestions':
        return [cacheTags.search(lang)];
      case 'page':
        return [cacheTags.page(lang, String(args[0]))];
      case 'relatedPosts':
        return [cacheTags.post(Number(args[0]))];
      case 'post':
      case 'categories':
      case 'popularSearches':
        return [];
    }
  })();
  const posts = method === 'categories' || method === 'popularSearches' || method === 'suggestions' || method === 'category' || method === 'page' ? [] : postsOf(value);
  return [cacheTags.lang(lang), ...own, ...postTags(posts)];
};
