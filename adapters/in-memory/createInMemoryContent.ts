// A ContentPort over plain arrays of the core's own types (tests/builders/post.ts
// builds them): the test double of every use-case test, and a way to develop
// screens with no server at all. It follows the contract's semantics (empty list
// = not-found, pages of `pageSize`); WordPress's wire format is the WordPress
// adapter's business, not this one's.
import * as TE from 'fp-ts/TaskEither';
import type { Author, Category, PaginatedPosts, PopularSearch, Post, StaticPage, Suggestion } from '../../src/domain/content.ts';
import type { Lang } from '../../src/domain/language.ts';
import { notFound, unavailable, type ContentError, type ContentPort } from '../../src/ports/ContentPort.ts';

export interface InMemoryContentData {
  readonly categories?: readonly Category[];
  readonly posts?: readonly Post[];
  readonly pages?: readonly (StaticPage & { readonly slug: string })[];
  readonly popularSearches?: readonly PopularSearch[];
  readonly pageSize?: number;
  /** What the search's spellcheck suggests (`suggest`), whatever the query. */
  readonly spellingSuggestion?: string;
  /** Slugs posts and pages had before they were renamed: former → current (WordPress's `_wp_old_slug`). */
  readonly formerSlugs?: Readonly<Record<string, string>>;
  /** Calls named here fail as `unavailable`, to test degraded screens. */
  readonly failing?: readonly (keyof ContentPort)[];
}

export interface RecordedCall {
  readonly method: keyof ContentPort;
  readonly lang: Lang;
  readonly args: readonly unknown[];
}

const paginate = (posts: readonly Post[], page: number, pageSize: number): PaginatedPosts => ({
  totalPages: Math.max(1, Math.ceil(posts.length / pageSize)),
  posts: posts.slice((page - 1) * pageSize, page * pageSize),
});

/** The authors of the posts, each once, by name (the contract's order). */
const authorsOf = (posts: readonly Post[]): Author[] => {
  const bySlug = new Map<string, Author>();
  for (const post of posts) if (post.author && !bySlug.has(post.author.slug)) bySlug.set(post.author.slug, post.author);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
};

const inCategory = (slug: string) => (post: Post): boolean => post.category?.slug === slug || post.subcategory?.slug === slug;

export const createInMemoryContent = (data: InMemoryContentData = {}): ContentPort & { readonly calls: RecordedCall[] } => {
  const calls: RecordedCall[] = [];
  const pageSize = data.pageSize ?? 20;
  const posts = data.posts ?? [];
  const answer = <A>(method: keyof ContentPort, lang: Lang, args: readonly unknown[], value: () => A | ContentError): TE.TaskEither<ContentError, A> => {
    calls.push({ method, lang, args });
    if (data.failing?.includes(method)) return TE.left(unavailable(`${method} failed`));
    const result = value();
    return typeof result === 'object' && result !== null && '_tag' in result ? TE.left(result as ContentError) : TE.right(result as A);
  };
  return {
    calls,
    categories: (lang) => answer('categories', lang, [], () => data.categories ?? []),
    category: (lang, slug) => answer('category', lang, [slug], () => (data.categories ?? []).find((c) => c.slug === slug) ?? notFound),
    suggestions: (lang, s) => answer('suggestions', lang, [s], (): readonly Suggestion[] =>
      posts.filter((p) => p.title.toLowerCase().includes(s.toLowerCase())).map((p) => ({ id: p.id, title: p.title, slug: p.slug }))),
    popularSearches: (lang) => answer('popularSearches', lang, [], () => data.popularSearches ?? []),
    latestPosts: (lang, page) => answer('latestPosts', lang, [page], () => paginate(posts, page, pageSize)),
    popularPosts: (lang) => answer('popularPosts', lang, [], () => [...posts].sort((a, b) => b.views - a.views).slice(0, 10)),
    categoryPosts: (lang, category, page) => answer('categoryPosts', lang, [category, page], () => paginate(posts.filter(inCategory(category)), page, pageSize)),
    search: (lang, query) => answer('search', lang, [query], () => {
      const hits = posts.filter((p) => p.title.toLowerCase().includes(query.s.toLowerCase()));
      const page = paginate(hits, query.page, pageSize);
      return { ...(data.spellingSuggestion ? { suggest: data.spellingSuggestion } : {}), totalPosts: hits.length, totalPages: page.totalPages, posts: page.posts };
    }),
    // A former slug answers what now has the current one, as the contract says.
    page: (lang, slug) => answer('page', lang, [slug], () => data.pages?.find((p) => p.slug === slug || p.slug === data.formerSlugs?.[slug]) ?? notFound),
    post: (lang, slug) => answer('post', lang, [slug], () => posts.find((p) => p.slug === slug || p.slug === data.formerSlugs?.[slug]) ?? notFound),
    relatedPosts: (lang, id) => answer('relatedPosts', lang, [id], () => posts.filter((p) => p.id !== id).slice(0, 4)),
    authors: (lang, slug) => answer('authors', lang, slug === undefined ? [] : [slug], () => authorsOf(posts).filter((a) => slug === undefined || a.slug === slug)),
    // An unknown author has no pages at all, as the contract says (where a listing always has one).
    authorPosts: (lang, author, page) => answer('authorPosts', lang, [author, page], (): PaginatedPosts => {
      const written = posts.filter((p) => p.author?.slug === author);
      return written.length === 0 ? { totalPages: 0, posts: [] } : paginate(written, page, pageSize);
    }),
  };
};
