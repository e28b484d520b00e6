// The article page. The /article/{slug} form of a post that has both category
// slugs redirects (301) to the canonical form, and so does a canonical form whose
// categories are not the post's. A failing or empty post call is not-found.
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { buildArticleBody } from '../domain/articleBody.ts';
import type { Post } from '../domain/content.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { categoryLabel, DEFAULT_IMAGES, imagesOrDefault, outboundLinkDomain, postHref, stripHtml, toPostCard } from '../domain/postDisplay.ts';
import { postLastModified, postUpdatedAt } from '../domain/publicationDates.ts';
import { imageSrcSet } from '../domain/responsiveImage.ts';
import { breadcrumbList, newsArticle, type ArticleTranslations } from '../domain/structuredData.ts';
import { originalVersion } from '../domain/translations.ts';
import { largestImageOf } from '../domain/pageHead.ts';
import { shareLinks } from '../domain/shareLinks.ts';
import { displayDate, formatAverage, formatCount, sameShownDay, type DisplayDate } from '../domain/readerFormats.ts';
import { rememberByObject } from '../domain/remember.ts';
import type { ArticleAddress, ArticleBySlugRequest } from '../domain/screenRoutes.ts';
import { titleOrUntitled } from '../domain/titleText.ts';
import { urls } from '../domain/urls.ts';
import type { Texts } from '../domain/translate.ts';
import type { ArticleView } from './articleView.ts';
import type { Breadcrumb } from './sharedViews.ts';
import { versionsOfPage, type PageVersions } from './versionsOfPage.ts';
import { loadPopularPosts, mostReadCards } from './loadMostRead.ts';
import { orEmpty } from './orEmpty.ts';
import { failedScreen, redirectTo, unavailableScreen, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { brandOf, text } from './texts.ts';

/** Either form of an article's address: anything but the canonical one redirects to it. */
export type ArticleRequest = ArticleBySlugRequest | ArticleAddress;

const requestedPathOf = (req: ArticleRequest): string => ('category' in req ? urls.article(req.lang, req.category, req.sub, req.slug) : urls.articleBySlug(req.lang, req.slug));

export type ArticleDeps = ScreenPorts;

const breadcrumbsOf = (lang: Lang, { category, subcategory }: Post, title: string, texts: Texts): Breadcrumb[] => [
  { name: text(texts, 'home'), href: urls.home(lang) },
  ...(category ? [{ name: category.name, href: urls.category(lang, category.slug) }] : []),
  ...(category && subcategory ? [{ name: subcategory.name, href: urls.subcategory(lang, category.slug, subcategory.slug) }] : []),
  { name: title },
];

/** Parsing the post's HTML is the costliest step of an article: once per post while it lives. */
const articleBodyOf = rememberByObject((post: Post) => buildArticleBody({ html: post.content, toc: post.toc, media: post.media }));

interface Around {
  readonly related: readonly Post[];
  /** The language's most read posts, before the article's own lists take theirs out. */
  readonly popular: readonly Post[];
  readonly texts: Texts;
}

const withPublished = (published: DisplayDate | undefined): { published?: DisplayDate } => (published ? { published } : {});

/** "Updated" says the time alone when the change was the day it went out, else the date too. */
const updatedOf = (bcp47: string, post: Post): Pick<ArticleView, 'updated'> => {
  const updatedAt = postUpdatedAt(post);
  if (!updatedAt || !post.publishedAt) return {};
  const sameDay = sameShownDay(updatedAt, post.publishedAt);
  const updated = displayDate(bcp47, updatedAt, sameDay ? 'time' : 'dateTime');
  return updated ? { updated: { ...updated, sameDay } } : {};
};

const bylineOf = (lang: Lang, { author }: Post): { byline?: ArticleView['byline'] } =>
  author ? { byline: { ...author, href: urls.author(lang, author.slug) } } : {};

/** The JSON-LD's links to the other versions: what it was translated from, or what was translated from it. */
const translationsOf = (siteOrigin: string, lang: Lang, { cluster }: PageVersions): ArticleTranslations => {
  const original = originalVersion(cluster);
  const ref = (version: { lang: Lang; path: string }) => ({ url: `${siteOrigin}${version.path}`, bcp47: languageFacts(version.lang).bcp47 });
  const others = cluster.filter((version) => version.lang !== lang).map(ref);
  return original && original.lang !== lang ? { original: ref(original), others } : { others };
};

const toArticleView = (deps: ArticleDeps, lang: Lang, post: Post, { related, popular, texts }: Around, versions: PageVersions): ArticleView => {
  const { bcp47 } = languageFacts(lang);
  // Text wherever text is wanted (head, JSON-LD, breadcrumbs, share links, alt); the H1 shows the markup too.
  const title = titleOrUntitled(post.headline, texts);
  const path = postHref(lang, post);
  const url = `${deps.siteOrigin}${path}`;
  const images = imagesOrDefault(post.images);
  const shownRelated = related.filter((r) => r.id !== post.id);
  return {
    screen: 'article',
    id: post.id,
    slug: post.slug,
    title,
    ...(post.headlineHtml ? { titleHtml: post.headlineHtml } : {}),
    subtitle: post.subtitle ?? '',
    url,
    cover: { src: images.full || DEFAULT_IMAGES.full, srcSet: imageSrcSet(images), alt: post.altText || title, width: 1024, height: 574 },
    regenerated: post.regenerated,
    breadcrumbs: breadcrumbsOf(lang, post, title, texts),
    datePublished: post.publishedAt ?? '',
    ...withPublished(displayDate(bcp47, post.publishedAt, 'dateTime')),
    ...updatedOf(bcp47, post),
    ...bylineOf(lang, post),
    alsoIn: versions.alsoIn,
    views: post.views,
    viewsText: formatCount(bcp47, post.views),
    rating: { ...post.rating, averageText: formatAverage(bcp47, post.rating.average) },
    share: shareLinks({ url, title, emailBodyPrefix: text(texts, 'shareEmailBody') }),
    body: articleBodyOf(post, ''),
    termsHref: urls.terms(lang),
    outboundLinks: post.outboundLinks.map((link) => ({ ...link, domain: outboundLinkDomain(link) })),
    related: shownRelated.map((r) => toPostCard(lang, r)),
    // Most read gives way to what the page shows already: the article and its related posts.
    popular: mostReadCards(lang, popular, [post.id, ...shownRelated.map((r) => r.id)]),
  };
};

/**
 * The article page of a post: its related and most read posts around it, the
 * UI texts, its head and the purge tags of all it shows. `related` is asked for
 * by the caller: the post's own call, or what a preview brought along.
 */
export const articlePage = (deps: ArticleDeps, lang: Lang, post: Post, related: T.Task<readonly Post[]>): T.Task<ScreenOutcome<ArticleView>> =>
  pipe(
    TE.Do,
    TE.apS('related', TE.fromTask(related)),
    TE.apS('popular', TE.fromTask(loadPopularPosts(deps, lang))),
    TE.apS('texts', pipe(deps.translations.load(lang), TE.mapLeft((): ScreenOutcome<never> => unavailableScreen(lang)))),
    TE.map((around) => {
      const versions = versionsOfPage(deps.siteOrigin, lang, postHref(lang, post), post.translations);
      const article = toArticleView(deps, lang, post, around, versions);
      const { texts } = around;
      const site = { siteOrigin: deps.siteOrigin, brand: brandOf(texts) };
      // Search results and link cards always need a summary: the title stands in for a missing one.
      const description = (post.metaDescription || stripHtml(post.excerpt ?? '')).slice(0, 300) || article.title;
      const section = categoryLabel(post);
      const image = largestImageOf(deps.siteOrigin, post.originalImage, article.cover);
      return view<ArticleView>(article, {
        title: `${article.title} | ${site.brand}`,
        description,
        canonicalPath: postHref(lang, post),
        ...(versions.alternates.length > 0 ? { alternates: versions.alternates } : {}),
        languageVersions: versions.languageVersions,
        type: 'article',
        ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
        image: { ...image, alt: article.cover.alt },
        article: {
          ...(article.datePublished ? { publishedTime: article.datePublished } : {}),
          ...(section ? { section } : {}),
          tags: post.keywords,
        },
        structuredData: [
          newsArticle(site, {
            url: article.url, headline: article.title, description, image, datePublished: article.datePublished,
            dateModified: postLastModified(post) ?? article.datePublished,
            bcp47: languageFacts(lang).bcp47, section, views: article.views, rating: article.rating,
            ...(article.byline ? { author: { ...article.byline, url: `${deps.siteOrigin}${article.byline.href}` } } : {}),
            translations: translationsOf(deps.siteOrigin, lang, versions),
          }),
          breadcrumbList(site, article.breadcrumbs.map((c) => ({ name: c.name, ...(c.href ? { path: c.href } : {}) }))),
        ],
      }, [
        cacheTags.post(post.id),
        // It names its translations: one unpublished or renamed purges this page too.
        ...versions.cluster.flatMap((version) => (version.id !== undefined && version.id !== post.id ? [cacheTags.post(version.id)] : [])),
        // The byline shows the author's name: a changed profile purges the article too.
        ...(post.author ? [cacheTags.author(lang, post.author.slug)] : []),
        ...[post.category, post.subcategory].flatMap((ref) => (ref ? [cacheTags.category(lang, ref.slug)] : [])),
        ...postTags(article.related),
        ...postTags(article.popular),
      ]);
    }),
    TE.toUnion,
  );

export const loadArticle = (deps: ArticleDeps) => (req: ArticleRequest): T.Task<ScreenOutcome<ArticleView>> =>
  pipe(
    deps.content.post(req.lang, req.slug),
    TE.mapLeft((error): ScreenOutcome<never> => {
      if (error._tag === 'unavailable') deps.logger.warn('article: post unavailable', { lang: req.lang, slug: req.slug, error });
      return failedScreen(req.lang, error);
    }),
    TE.chain((post) => {
      const canonical = postHref(req.lang, post);
      const askedBySlug = !('category' in req);
      // The /article/ form is canonical only for posts lacking a category slug; a
      // post found by a slug it had before (renamed) always moves to its current one.
      if (canonical !== requestedPathOf(req) && !(askedBySlug && canonical.includes('/article/') && post.slug === req.slug)) {
        return TE.left(redirectTo(canonical, true, [cacheTags.post(post.id)]));
      }
      const related = orEmpty(deps.logger, 'article: related posts', { lang: req.lang, id: post.id })(deps.content.relatedPosts(req.lang, post.id, post.slug));
      return TE.fromTask(articlePage(deps, req.lang, post, related));
    }),
    TE.toUnion,
  );
