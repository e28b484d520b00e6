// Category and subcategory listings (one screen type). The spec: an unknown
// category redirects to /{lang}; posts that fail to load give the not-found view.
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Category, PaginatedPosts } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { pageTitleSuffix } from '../domain/paging.ts';
import { breadcrumbList } from '../domain/structuredData.ts';
import type { Breadcrumb } from './sharedViews.ts';
import { urls } from '../domain/urls.ts';
import type { ContentError } from '../ports/ContentPort.ts';
import type { Texts } from '../domain/translate.ts';
import { pagedListing, type ListingView } from './listingView.ts';
import { failedScreen, notFoundScreen, redirectTo, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { brandOf, text, withTexts } from './texts.ts';
import { versionsOfPage } from './versionsOfPage.ts';

export interface CategoryRequest {
  readonly lang: Lang;
  readonly category: string;
  readonly sub?: string;
  readonly page: number;
}

type Found = { readonly category: Category; readonly sub: Category | undefined };

/** The category and subcategory of the request; `known` skips asking again for a category already fetched. */
const findCategory = (ports: ScreenPorts, req: CategoryRequest, known?: Category): TE.TaskEither<ScreenOutcome<never>, Found> =>
  pipe(
    known ? TE.right<ContentError, Category>(known) : ports.content.category(req.lang, req.category),
    TE.mapLeft((error: ContentError) => failedScreen(req.lang, error, redirectTo(urls.home(req.lang)))),
    TE.chain((category) => {
      if (req.sub === undefined) return TE.right<ScreenOutcome<never>, Found>({ category, sub: undefined });
      const sub = category.children.find((c) => c.slug === req.sub);
      return sub ? TE.right({ category, sub }) : TE.left(redirectTo(urls.home(req.lang)));
    }),
  );

const toListing = (siteOrigin: string, req: CategoryRequest, { category, sub }: Found, posts: PaginatedPosts, texts: Texts): ScreenOutcome<ListingView> => {
  const { lang, page } = req;
  if (posts.posts.length === 0 && page > 1) return notFoundScreen(lang);
  const shown = sub ?? category;
  const path = sub ? urls.subcategory(lang, category.slug, sub.slug) : urls.category(lang, category.slug);
  // Names and descriptions are text: the adapter stripped WordPress's HTML.
  const heading = `${shown.name}${pageTitleSuffix(lang, page)}`;
  const { description } = shown;
  const crumbs: Breadcrumb[] = [
    { name: text(texts, 'home'), href: urls.home(lang) },
    sub ? { name: category.name, href: urls.category(lang, category.slug) } : { name: category.name },
    ...(sub ? [{ name: sub.name }] : []),
  ];
  const paged = pagedListing(lang, path, {}, page, posts);
  // Its versions in other languages are their first pages: a later page has no equivalent to name.
  const versions = page === 1 ? versionsOfPage(siteOrigin, lang, path, shown.translations) : undefined;
  const linked = versions !== undefined && versions.alsoIn.length > 0 ? versions : undefined;
  const select = versions ? { languageVersions: versions.languageVersions } : {};
  return view<ListingView>(
    {
      screen: 'listing',
      kind: 'category',
      heading,
      description,
      breadcrumbs: crumbs,
      ...paged.view,
      sidebar: category.children.map((child) => ({ name: child.name, slug: child.slug, href: urls.subcategory(lang, category.slug, child.slug), ...(child.slug === sub?.slug ? { current: true as const } : {}) })),
      ...(linked ? { alsoIn: linked.alsoIn } : {}),
    },
    {
      title: `${heading} | ${brandOf(texts)}`,
      description: description || heading,
      ...paged.head,
      ...(linked ? { alternates: linked.alternates } : {}),
      ...select,
      feeds: [{ title: `${shown.name} | ${brandOf(texts)}`, href: urls.categoryFeed(lang, shown.slug) }],
      structuredData: [breadcrumbList({ siteOrigin, brand: brandOf(texts) }, crumbs.map((c) => ({ name: c.name, ...(c.href ? { path: c.href } : {}) })))],
    },
    [cacheTags.category(lang, category.slug), ...(sub ? [cacheTags.category(lang, sub.slug)] : []), ...postTags(posts.posts)],
  );
};

export const loadCategory = (ports: ScreenPorts) => (req: CategoryRequest, known?: Category): T.Task<ScreenOutcome<ListingView>> =>
  pipe(
    findCategory(ports, req, known),
    TE.chain((found) =>
      pipe(
        ports.content.categoryPosts(req.lang, (found.sub ?? found.category).slug, req.page),
        withTexts(ports, req.lang),
        TE.mapLeft((error): ScreenOutcome<never> => {
          ports.logger.warn('category: posts unavailable', { lang: req.lang, category: req.category, error });
          return failedScreen(req.lang, error);
        }),
        TE.map(({ data: posts, texts }) => toListing(ports.siteOrigin, req, found, posts, texts)),
      ),
    ),
    TE.toUnion,
  );
