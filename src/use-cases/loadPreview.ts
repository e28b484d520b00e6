// An editor's preview: the draft (or pending, scheduled, or changed but not yet
// saved) post or page of a signed link, shown exactly as readers will get it once
// published, under a "not published" banner. Nothing of it may be kept or
// indexed: the head says noindex, and the view carries no purge tags, since the
// server answers it outside every cache. A link that is malformed, forged,
// altered or expired is a 403; without a preview port configured, a 404.
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import type { PreviewRequest } from '../domain/screenRoutes.ts';
import type { Draft, PreviewLink, PreviewPort } from '../ports/PreviewPort.ts';
import type { ArticleView } from './articleView.ts';
import { articlePage, type ArticleDeps } from './loadArticle.ts';
import { staticPageScreen } from './loadStaticPage.ts';
import { forbiddenScreen, notFoundScreen, unavailableScreen, type ScreenOutcome } from './screen.ts';
import type { StaticPageView } from './staticPageView.ts';

export interface PreviewDeps extends ArticleDeps {
  /** Absent where no secret is shared with WordPress (and in the browser): no preview exists, a 404. */
  readonly preview?: PreviewPort;
}

export interface PreviewView {
  readonly screen: 'preview';
  readonly draft: ArticleView | StaticPageView;
}

/** What a search engine must do with a preview, should one ever see it. */
const NOINDEX = 'noindex, nofollow';

/** The link's parts as numbers and hex, or undefined: a malformed link is no more a preview than a forged one. */
const linkOf = ({ id, exp, sig }: PreviewRequest): PreviewLink | undefined =>
  /^[1-9]\d{0,15}$/.test(id) && /^\d{1,12}$/.test(exp) && /^[0-9a-f]{64}$/i.test(sig) ? { id: Number(id), expires: Number(exp), signature: sig.toLowerCase() } : undefined;

/** The draft's screen as readers will see it, marked as a preview: no tags, noindex. */
const asPreview = (outcome: ScreenOutcome<ArticleView | StaticPageView>): ScreenOutcome<PreviewView> =>
  outcome.kind === 'view'
    ? { kind: 'view', view: { screen: 'preview', draft: outcome.view }, ...(outcome.head ? { head: { ...outcome.head, robots: NOINDEX } } : {}) }
    : outcome;

const draftScreen = (deps: PreviewDeps, lang: Lang, draft: Draft, id: number): T.Task<ScreenOutcome<ArticleView | StaticPageView>> => {
  if (draft.kind === 'post') return articlePage(deps, lang, draft.post, T.of(draft.related));
  return pipe(
    deps.translations.load(lang),
    TE.match(
      (): ScreenOutcome<StaticPageView> => unavailableScreen(lang),
      // A draft page may have no slug yet: its address is then its id's.
      (texts) => staticPageScreen(deps, lang, draft.page.slug ?? String(id), draft.page, texts),
    ),
  );
};

export const loadPreview = (deps: PreviewDeps) => (req: PreviewRequest): T.Task<ScreenOutcome<PreviewView>> => {
  const { preview } = deps;
  if (!preview) return T.of(notFoundScreen(req.lang));
  const link = linkOf(req);
  if (!link) return T.of(forbiddenScreen(req.lang));
  return pipe(
    preview.draft(req.lang, link),
    TE.match(
      (error): T.Task<ScreenOutcome<PreviewView>> => {
        if (error._tag === 'unavailable') deps.logger.warn('preview: draft unavailable', { lang: req.lang, id: link.id, error });
        return T.of(error._tag === 'forbidden' ? forbiddenScreen(req.lang) : error._tag === 'not-found' ? notFoundScreen(req.lang) : unavailableScreen(req.lang));
      },
      (draft) => pipe(draftScreen(deps, req.lang, draft, link.id), T.map(asPreview)),
    ),
    T.flatten,
  );
};
