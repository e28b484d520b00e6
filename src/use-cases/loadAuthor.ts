// An author's page: who they are and their posts, newest first, page by page.
// An author the language does not have (no published post there), a slug that
// cannot be one, and a page past their last are the not-found page; a failing
// call is an outage (503), as everywhere. The page exists in every language the
// author has published in, which its hreflang alternates list.
import * as A from 'fp-ts/Array';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { someLanguagesAlternates } from '../domain/alternates.ts';
import { isAuthorSlug } from '../domain/authorSlug.ts';
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import type { Author, PaginatedPosts } from '../domain/content.ts';
import { initialsOf } from '../domain/initials.ts';
import { LANGS, languageFacts, type Lang } from '../domain/language.ts';
import { pageTitleSuffix } from '../domain/paging.ts';
import type { AuthorRequest } from '../domain/screenRoutes.ts';
import { breadcrumbList, profilePage } from '../domain/structuredData.ts';
import type { Texts } from '../domain/translate.ts';
import { urls } from '../domain/urls.ts';
import { notFound } from '../ports/ContentPort.ts';
import type { AuthorView } from './authorView.ts';
import { pagedListing } from './listingView.ts';
import { orEmpty } from './orEmpty.ts';
import { failedScreen, notFoundScreen, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { brandOf, text, withTexts } from './texts.ts';

/** Search engines read a summary of about this length; a biography is rarely longer. */
const DESCRIPTION_LENGTH = 300;

/** The languages the author has a page in: this one, and the others whose list names them (a failing one is left out). */
const languagesOf = (ports: ScreenPorts, lang: Lang, slug: string): T.Task<Lang[]> =>
  pipe(
    LANGS.filter((other) => other !== lang),
    A.map((other) => pipe(orEmpty(ports.logger, 'author: other language', { lang: other, slug })(ports.content.authors(other, slug)), T.map((found) => (found.length > 0 ? [other] : [])))),
    T.sequenceArray,
    T.map((found) => [lang, ...found.flat()]),
  );

const absolute = (siteOrigin: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${siteOrigin}${url}`);

const toAuthorPage = (ports: ScreenPorts, req: AuthorRequest, author: Author, posts: PaginatedPosts, langs: readonly Lang[], texts: Texts): ScreenOutcome<AuthorView> => {
  const { lang, page } = req;
  const path = urls.author(lang, author.slug);
  const heading = `${author.name}${pageTitleSuffix(lang, page)}`;
  const brand = brandOf(texts);
  const paged = pagedListing(lang, path, {}, page, posts);
  const breadcrumbs = [{ name: text(texts, 'home'), href: urls.home(lang) }, { name: author.name }];
  const postsTitle = text(texts, 'authorPosts', { name: author.name });
  return view<AuthorView>(
    {
      screen: 'author',
      author,
      heading,
      initials: initialsOf(author.name),
      postsTitle,
      breadcrumbs,
      ...paged.view,
    },
    {
      title: `${heading} | ${brand}`,
      description: (author.description || postsTitle).slice(0, DESCRIPTION_LENGTH),
      ...paged.head,
      // Other languages' pages are their first: page N of one is not page N of another.
      ...(page === 1 ? { alternates: someLanguagesAlternates(ports.siteOrigin, langs, (other) => urls.author(other, author.slug)) } : {}),
      structuredData: [
        profilePage(
          { ...author, url: `${ports.siteOrigin}${path}`, ...(author.avatar ? { image: absolute(ports.siteOrigin, author.avatar) } : {}) },
          languageFacts(lang).bcp47,
        ),
        breadcrumbList({ siteOrigin: ports.siteOrigin, brand }, breadcrumbs.map((c) => ({ name: c.name, ...(c.href ? { path: c.href } : {}) }))),
      ],
    },
    // Every language's tag: the alternates change when the author first publishes in another one.
    [...LANGS.map((each) => cacheTags.author(each, author.slug)), ...postTags(posts.posts)],
  );
};

export const loadAuthor = (ports: ScreenPorts) => (req: AuthorRequest): T.Task<ScreenOutcome<AuthorView>> => {
  const { lang, slug, page } = req;
  // No call for what cannot be an author's slug: a 404 straight away, never a 500.
  if (!isAuthorSlug(slug)) return T.of(notFoundScreen(lang));
  return pipe(
    ports.content.authors(lang, slug),
    TE.chain((found) => (found[0] ? TE.right(found[0]) : TE.left(notFound))),
    TE.chain((author) =>
      pipe(
        TE.Do,
        TE.apS('posts', ports.content.authorPosts(lang, author.slug, page)),
        TE.apS('langs', TE.fromTask(languagesOf(ports, lang, author.slug))),
        TE.map((found) => ({ ...found, author })),
      ),
    ),
    withTexts(ports, lang),
    TE.match(
      (error): ScreenOutcome<AuthorView> => {
        if (error._tag === 'unavailable') ports.logger.warn('author: unavailable', { lang, slug, page, error });
        return failedScreen(lang, error);
      },
      ({ data: { author, posts, langs }, texts }) =>
        posts.posts.length === 0 && page > 1 ? notFoundScreen(lang) : toAuthorPage(ports, req, author, posts, langs, texts),
    ),
  );
};
