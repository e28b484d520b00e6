// RSS 2.0 feeds: /feeds/{lang}.xml with the newest posts of a language, and
// /feeds/{lang}/{category}.xml with those of one category (or subcategory).
import type * as T from 'fp-ts/Task';
import type { Category, Post } from '../domain/content.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { categoryLabel, stripHtml } from '../domain/postDisplay.ts';
import { toRfc822 } from '../domain/publicationDates.ts';
import { rssItem, rssOpen, RSS_CLOSE, type FeedChannel } from '../domain/rssXml.ts';
import { brandOf, text } from '../domain/translate.ts';
import { urls } from '../domain/urls.ts';
import type { Texts } from '../domain/translate.ts';
import { canonicalPostPaths } from './canonicalPostPaths.ts';
import { chunksOf, FRESH_MAX_AGE_SECONDS, xmlDocument, XML_NOT_FOUND, XML_UNAVAILABLE, type XmlDeps, type XmlOutcome } from './xmlDocument.ts';

const FEED_SIZE = 20;
/** Category listings come in small pages; a few are enough for a feed. */
const MAX_CATEGORY_PAGES = 4;

const feedDocument = async (deps: XmlDeps, channel: Omit<FeedChannel, 'lastBuildDate'>, lang: Lang, all: readonly Post[]): Promise<XmlOutcome> => {
  const posts = all.slice(0, FEED_SIZE);
  const paths = await canonicalPostPaths(deps, lang, posts);
  const items = posts.map((post, i) => {
    const published = post.publishedAt;
    const description = post.metaDescription || stripHtml(post.excerpt ?? '');
    const category = categoryLabel(post);
    return rssItem({
      title: post.title,
      link: `${deps.siteOrigin}${paths[i]}`,
      description,
      ...(published ? { pubDate: toRfc822(published) } : {}),
      ...(category ? { category } : {}),
    });
  });
  // The newest item's date, not the clock: the same posts give the same bytes (and ETag).
  const newest = posts.map((post) => post.publishedAt).find((d) => d !== undefined);
  return xmlDocument('rss', FRESH_MAX_AGE_SECONDS, chunksOf(rssOpen({ ...channel, ...(newest ? { lastBuildDate: toRfc822(newest) } : {}) }), items, RSS_CLOSE));
};

const loadTexts = async (deps: XmlDeps, lang: Lang): Promise<Texts | undefined> => {
  const texts = await deps.translations.load(lang)();
  return texts._tag === 'Right' ? texts.right : undefined;
};

export const loadLanguageFeed = (deps: XmlDeps) => (lang: Lang): T.Task<XmlOutcome> => async () => {
  const [latest, texts] = await Promise.all([deps.content.latestPosts(lang, 1)(), loadTexts(deps, lang)]);
  if (latest._tag === 'Left' || !texts) {
    deps.logger.error('feed: content unavailable', { lang });
    return XML_UNAVAILABLE;
  }
  const channel = {
    title: `${brandOf(texts)} | ${text(texts, 'homeTitle')}`,
    link: `${deps.siteOrigin}${urls.home(lang)}`,
    description: text(texts, 'homeDescription'),
    language: languageFacts(lang).bcp47,
    selfUrl: `${deps.siteOrigin}${urls.feed(lang)}`,
  };
  return feedDocument(deps, channel, lang, latest.right.posts);
};

const categoryPosts = async (deps: XmlDeps, lang: Lang, slug: string): Promise<Post[] | undefined> => {
  const collected: Post[] = [];
  for (let page = 1; page <= MAX_CATEGORY_PAGES && collected.length < FEED_SIZE; page += 1) {
    const result = await deps.content.categoryPosts(lang, slug, page)();
    if (result._tag === 'Left') return page === 1 ? undefined : collected;
    collected.push(...result.right.posts);
    if (page >= result.right.totalPages) break;
  }
  return collected;
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

export const loadCategoryFeed = (deps: XmlDeps) => (lang: Lang, slug: string): T.Task<XmlOutcome> => async () => {
  const [categories, texts] = await Promise.all([deps.content.categories(lang)(), loadTexts(deps, lang)]);
  if (categories._tag === 'Left' || !texts) {
    deps.logger.error('category feed: content unavailable', { lang, slug });
    return XML_UNAVAILABLE;
  }
  const found = categoryAndParentBySlug(categories.right, slug);
  if (!found) return XML_NOT_FOUND;
  const posts = await categoryPosts(deps, lang, slug);
  if (!posts) {
    deps.logger.error('category feed: content unavailable', { lang, slug });
    return XML_UNAVAILABLE;
  }
  const { category, parent } = found;
  const page = parent ? urls.subcategory(lang, parent.slug, category.slug) : urls.category(lang, category.slug);
  const channel = {
    title: `${category.name} | ${brandOf(texts)}`,
    link: `${deps.siteOrigin}${page}`,
    description: category.description || text(texts, 'homeDescription'),
    language: languageFacts(lang).bcp47,
    selfUrl: `${deps.siteOrigin}${urls.categoryFeed(lang, category.slug)}`,
  };
  return feedDocument(deps, channel, lang, posts);
};
