// Static pages (about, terms, others): '{title} | {brand}'. A missing page is the
// not-found view, or whatever the caller says it is (loadScreen: a slug that is no
// page and no category redirects home). A page asked for by a slug it had before
// an editor renamed it answers 301 to its current address.
import { cacheTags } from '../domain/cacheTags.ts';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { translationAlternates } from '../domain/alternates.ts';
import type { StaticPage } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import type { Texts } from '../domain/translate.ts';
import { stripHtml } from '../domain/postDisplay.ts';
import { titleOrUntitled } from '../domain/titleText.ts';
import { urls } from '../domain/urls.ts';
import { failedScreen, notFoundScreen, redirectTo, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import type { StaticPageView } from './staticPageView.ts';
import { brandOf, withTexts } from './texts.ts';

/** The page's view, head and purge tag, at the address of `slug` (its current one). */
export const staticPageScreen = (ports: Pick<ScreenPorts, 'siteOrigin'>, lang: Lang, slug: string, page: StaticPage, texts: Texts): ScreenOutcome<StaticPageView> => {
  const title = titleOrUntitled(page.title, texts);
  return view<StaticPageView>(
    { screen: 'static', title, ...(page.titleHtml ? { titleHtml: page.titleHtml } : {}), html: page.content },
    {
      title: `${title} | ${brandOf(texts)}`,
      description: stripHtml(page.excerpt ?? '').slice(0, 300),
      canonicalPath: urls.staticPage(lang, slug),
      alternates: translationAlternates(ports.siteOrigin, page.translations),
      // WordPress may attach its own structured data to a page; it is used as given.
      ...(page.structuredData ? { structuredData: [page.structuredData] } : {}),
    },
    [cacheTags.page(lang, slug)],
  );
};

export const loadStaticPage = (ports: ScreenPorts) => (lang: Lang, slug: string, missing: ScreenOutcome<never> = notFoundScreen(lang)): T.Task<ScreenOutcome<StaticPageView>> =>
  pipe(
    ports.content.page(lang, slug),
    withTexts(ports, lang),
    TE.match(
      (error): ScreenOutcome<StaticPageView> => failedScreen(lang, error, missing),
      ({ data: page, texts }) =>
        page.slug !== undefined && page.slug !== slug
          ? redirectTo(urls.staticPage(lang, page.slug), true, [cacheTags.page(lang, page.slug)])
          : staticPageScreen(ports, lang, slug, page, texts),
    ),
  );
