// RSS 2.0 feeds: /feeds/{lang}.xml with the newest posts of a language, and
// /feeds/{lang}/{category}.xml with those of one category (or subcategory).
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Category, Post } from '../domain/content.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { categoryLabel, stripHtml } from '../domain/postDisplay.ts';
import { toRfc822 } from '../domain/publicationDates.ts';
import { rssItem, rssOpen, RSS_CLOSE, type FeedChannel } from '../domain/rssXml.ts';
import { titleOrUntitled } from '../domain/titleText.ts';
import { brandOf, text, type Texts } from '../domain/translate.ts';
import { urls } from '../domain/urls.ts';
import type { ContentError } from '../ports/ContentPort.ts';
import { canonicalPostPaths } from './canonicalPostPaths.ts';
import { withTexts } from './texts.ts';
import { chunksOf, FRESH_MAX_AGE_SECONDS, unavailableXml, xmlDocument, XML_NOT_FOUND, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const FEED_SIZE = 20;
/** Category listings come in small pages; a few are enough for a feed. */
const MAX_CATEGORY_PAGES = 4;

const feedDocument = (deps: XmlDeps, channel: Omit<FeedChannel, 'lastBuildDate'>, lang: Lang, all: readonly Post[], texts: Texts): T.Task<XmlOutcome> => {
  const posts = all.slice(0, FEED_SIZE);
  return pipe(
    () => canonicalPostPaths(deps, lang, posts),
    T.map((paths) => {
      const items = posts.map((post, i) => {
        const published = post.publishedAt;
        const description = post.metaDescription || stripHtml(post.excerpt ?? '');
        const category = categoryLabel(post);
        return rssItem({
          title: titleOrUntitled(post.title, texts),
          link: `${deps.siteOrigin}${paths[i]}`,
          description,
          ...(published ? { pubDate: toRfc822(published) } : {}),
          ...(category ? { category } : {}),
        });
      });
      // The newest item's date, not the clock: the same posts give the same bytes (and ETag).
      const newest = posts.map((post) => post.publishedAt).find((d) => d !== undefined);
      return xmlDocument('rss', FRESH_MAX_AGE_SECONDS, chunksOf(rssOpen({ ...channel, ...(newest ? { lastBuildDate: toRfc822(newest) } : {}) }), items, RSS_CLOSE));
    }),
  );
};

export const loadLanguageFeed = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> =>
  pipe(
    deps.content.latestPosts(lang, 1),
    withTexts(deps, lang),
    TE.matchE(
      () => T.of(unavailableXml(deps.logger, 'feed: content unavailable', { lang })),
      ({ data: latest, texts }) => {
        const channel = {
          title: `${brandOf(texts)} | ${text(texts, 'homeTitle')}`,
          link: `${deps.siteOrigin}${urls.home(lang)}`,
          description: text(texts, 'homeDescription'),
          language: languageFacts(lang).bcp47,
          selfUrl: `${deps.siteOrigin}${urls.feed(lang)}`,
        };
        return feedDocument(deps, channel, lang, latest.posts, texts);
      },
    ),
  );

/**
 * The category's newest posts, page after page while the feed is short, the
 * listing goes on and fewer than MAX_CATEGORY_PAGES were read. A later page
 * failing ends the feed early; only the first failing leaves nothing to show.
 */
const categoryPosts = (deps: XmlDeps, lang: Lang, slug: string): TE.TaskEither<ContentError, readonly Post[]> => {
  const after = (collected: readonly Post[], page: number, totalPages: number): T.Task<readonly Post[]> =>
    page >= totalPages || page >= MAX_CATEGORY_PAGES || collected.length >= FEED_SIZE
      ? T.of(collected)
      : pipe(
          deps.content.categoryPosts(lang, slug, page + 1),
          TE.matchE(
            () => T.of(collected),
            (next) => after([...collected, ...next.posts], page + 1, next.totalPages),
          ),
        );
  return pipe(
    deps.content.categoryPosts(lang, slug, 1),
    TE.chainTaskK((first) => after(first.posts, 1, first.totalPages)),
  );
};

/** A top-level category, or a subcategory of one, by slug. */
const categoryAndParentBySlug = (categories: readonly Category[], slug: string): { readonly category: Category; readonly parent?: Category } | undefined => {
  for (const category of categories) {
    if (category.slug === slug) return { category };
    const sub = category.children.find((c) => c.slug === slug);
    if (sub) return { category: sub, parent: category };
  }
  return undefined;
};

export const loadCategoryFeed = (deps: XmlDeps) => (lang: Lang, slug: string): T.Task<XmlOutcome> => {
  const unavailableFeed = (): XmlOutcome => unavailableXml(deps.logger, 'category feed: content unavailable', { lang, slug });
  return pipe(
    deps.content.categories(lang),
    withTexts(deps, lang),
    TE.mapLeft(unavailableFeed),
    TE.bind('found', ({ data: categories }) => TE.fromNullable(XML_NOT_FOUND)(categoryAndParentBySlug(categories, slug))),
    TE.bind('posts', () => pipe(categoryPosts(deps, lang, slug), TE.mapLeft(unavailableFeed))),
    // Each failure above is already its outcome (logged where it is an outage).
    TE.matchE(T.of, ({ texts, found: { category, parent }, posts }) => {
      const page = parent ? urls.subcategory(lang, parent.slug, category.slug) : urls.category(lang, category.slug);
      const channel = {
        title: `${category.name} | ${brandOf(texts)}`,
        link: `${deps.siteOrigin}${page}`,
        description: category.description || text(texts, 'homeDescription'),
        language: languageFacts(lang).bcp47,
        selfUrl: `${deps.siteOrigin}${urls.categoryFeed(lang, category.slug)}`,
      };
      return feedDocument(deps, channel, lang, posts, texts);
    }),
  );
};
