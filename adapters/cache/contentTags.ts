// The purge tags of a content answer: the same names pages carry (src/domain/cacheTags.ts),
// so that one purge on publish drops the pages and the answers they were built from.
import { cacheTags, postTags } from '../../src/domain/cacheTags.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';

interface TaggedPost {
  readonly id: number;
  readonly author?: { readonly slug: string };
}

/** The posts of an answer: a list of them, a listing or search results (`posts`), or one post. */
const postsOf = (value: unknown): readonly TaggedPost[] => {
  if (Array.isArray(value)) return value as TaggedPost[];
  const record = value as { posts?: unknown; id?: unknown };
  if (Array.isArray(record.posts)) return record.posts as TaggedPost[];
  return typeof record.id === 'number' ? [record as TaggedPost] : [];
};

/** A post keeps its author's name and biography: the answer goes when the author's profile changes. */
const authorTags = (lang: Lang, posts: readonly TaggedPost[]): string[] =>
  [...new Set(posts.flatMap((post) => (post.author ? [post.author.slug] : [])))].map((slug) => cacheTags.author(lang, slug));

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
      case 'authors':
        // One author by slug: that author's tag. The whole list: a new author joins it with their first post (listing-{lang}).
        return args[0] === undefined
          ? [cacheTags.listing(lang), ...(value as readonly { slug: string }[]).map((author) => cacheTags.author(lang, author.slug))]
          : [cacheTags.author(lang, String(args[0]))];
      case 'authorPosts':
        return [cacheTags.author(lang, String(args[0]))];
      case 'post': {
        const id = (value as { id?: unknown }).id;
        return typeof id === 'number' ? [cacheTags.postAnswer(id)] : [];
      }
      case 'categories':
      case 'popularSearches':
        return [];
    }
  })();
  const withoutPosts: readonly (keyof ContentPort)[] = ['categories', 'popularSearches', 'suggestions', 'category', 'page', 'authors'];
  const posts = withoutPosts.includes(method) ? [] : postsOf(value);
  return [cacheTags.lang(lang), ...own, ...postTags(posts), ...authorTags(lang, posts)];
};
