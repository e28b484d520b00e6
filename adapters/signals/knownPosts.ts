// The posts this instance has served lately, by language and id: a read of one of
// them is a read of a post that exists, counted even while a flood of invented
// ids fills the tally between two deliveries (MAX_NEW_COUNTERS). Filled as the
// content port answers (an article, a listing, most read), so it costs no call;
// bounded, the least recently served going first. A post another instance served
// is unknown here and simply counts within the bound.
import * as TE from 'fp-ts/TaskEither';
import { LRUCache } from 'lru-cache';
import type { Post } from '../../src/domain/content.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';

export interface KnownPosts {
  has(lang: Lang, post: number): boolean;
  remember(lang: Lang, posts: readonly Pick<Post, 'id'>[]): void;
}

/** A newsroom's posts served within a day or so, at some 100 bytes each. */
const DEFAULT_MAX = 100_000;

export const createKnownPosts = (max = DEFAULT_MAX): KnownPosts => {
  const known = new LRUCache<string, true>({ max });
  return {
    has: (lang, post) => known.has(`${lang}:${post}`),
    remember: (lang, posts) => {
      for (const post of posts) known.set(`${lang}:${post.id}`, true);
    },
  };
};

/** The content port, telling `known` of every post it answers. */
export const rememberingPosts = (content: ContentPort, known: KnownPosts): ContentPort => {
  const seen = (lang: Lang) => (posts: readonly Pick<Post, 'id'>[]) => known.remember(lang, posts);
  return {
    ...content,
    latestPosts: (lang, page, ctx) => TE.tap(content.latestPosts(lang, page, ctx), (answer) => TE.fromIO(() => seen(lang)(answer.posts))),
    popularPosts: (lang, ctx) => TE.tap(content.popularPosts(lang, ctx), (posts) => TE.fromIO(() => seen(lang)(posts))),
    categoryPosts: (lang, category, page, ctx) => TE.tap(content.categoryPosts(lang, category, page, ctx), (answer) => TE.fromIO(() => seen(lang)(answer.posts))),
    search: (lang, query, ctx) => TE.tap(content.search(lang, query, ctx), (answer) => TE.fromIO(() => seen(lang)(answer.posts))),
    post: (lang, slug, ctx) => TE.tap(content.post(lang, slug, ctx), (post) => TE.fromIO(() => seen(lang)([post]))),
    relatedPosts: (lang, id, slug, ctx) => TE.tap(content.relatedPosts(lang, id, slug, ctx), (posts) => TE.fromIO(() => seen(lang)(posts))),
    authorPosts: (lang, author, page, ctx) => TE.tap(content.authorPosts(lang, author, page, ctx), (answer) => TE.fromIO(() => seen(lang)(answer.posts))),
  };
};
