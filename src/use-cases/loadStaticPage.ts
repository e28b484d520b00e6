// Static pages (about, terms, others): '{title} | {brand}'; unknown slug → 404.
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { stripHtml } from '../domain/postDisplay.ts';
import { urls } from '../domain/urls.ts';
import type { ContentError } from '../ports/ContentPort.ts';
import { notFoundScreen, unavailableScreen, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import type { StaticPageView } from './staticPageView.ts';
import { brandOf } from './texts.ts';

export const loadStaticPage = (ports: ScreenPorts) => (lang: Lang, slug: string): T.Task<ScreenOutcome<StaticPageView>> =>
  pipe(
    TE.Do,
    TE.apS('page', ports.content.page(lang, slug)),
    TE.apS('texts', pipe(ports.translations.load(lang), TE.mapLeft((message): ContentError => ({ _tag: 'unavailable', message })))),
    TE.match(
      (error): ScreenOutcome<StaticPageView> => (error._tag === 'not-found' ? notFoundScreen(lang) : unavailableScreen(lang)),
      ({ page, texts }) => {
        const title = stripHtml(page.title);
        return view<StaticPageView>(
          { screen: 'static', title, html: page.content },
          { title: `${title} | ${brandOf(texts)}`, description: stripHtml(page.excerpt ?? '').slice(0, 300), canonicalPath: urls.staticPage(lang, slug) },
        );
      },
    ),
  );
