// Next pages without a wait: the data of an article or listing, and its
// screen's code, are fetched ahead when the reader shows intent (points at its
// link, focuses it, touches it) and, for a few cards, when they scroll into
// view and the browser is idle.
// Only in-site screens, only the data endpoint of this origin, never for a
// reader who asked to save data; the answers wait in prefetchedScreens.ts for
// the navigation that fetchScreen.ts then serves at once.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageScreenName } from '../../src/domain/screenRoutes.ts';
import { outcomeOf } from './fetchScreen.ts';
import { linkAt, screenUrlOf } from './interceptLinks.ts';
import { isPrefetched, keepPrefetched } from './prefetchedScreens.ts';
import { warmScreen } from './screenChunks.ts';
import { screenDataPath } from '../../src/domain/endpoints.ts';
import { whenIdle } from '../consent/whenIdle.ts';
import { savesData } from '../services/savesData.ts';

/** The screens worth fetching ahead: articles and listings, not searches or the 404. */
const AHEAD: ReadonlySet<string> = new Set<PageScreenName>(['home', 'slug', 'subcategory', 'article', 'articleBySlug']);
const isAhead = (routeId: string | undefined): routeId is PageScreenName => routeId !== undefined && AHEAD.has(routeId);
/** A pointer that only crosses a link on its way elsewhere asks for nothing. */
const HOVER_INTENT_MS = 65;
/** Cards in view fetched ahead per screen shown, one at a time: the reader's own clicks come first. */
const IN_VIEW_PER_SCREEN = 4;

export interface PrefetchRouter {
  readonly routes: RouteObject[];
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/** Starts fetching ahead; returns what stops it. */
export const prefetchScreens = (router: PrefetchRouter, origin: string = window.location.origin): (() => void) => {
  if (savesData()) return () => undefined;
  let inViewLeft = IN_VIEW_PER_SCREEN;
  let inViewBusy = false;

  /** Fetches a link's screen data ahead; resolves once it arrived (or was not needed). */
  const prefetch = (anchor: HTMLAnchorElement): Promise<unknown> | undefined => {
    const url = screenUrlOf(anchor, origin, window.location);
    if (!url || (url.pathname === window.location.pathname && url.search === window.location.search)) return undefined;
    const screen = matchRoutes(router.routes, url.pathname)?.at(-1)?.route.id;
    if (!isAhead(screen)) return undefined;
    // The next screen's code too, so that following the link waits for neither.
    warmScreen(screen);
    const dataUrl = screenDataPath(screen, url.pathname, url.search);
    if (isPrefetched(dataUrl)) return undefined;
    const answer = fetch(dataUrl, { headers: { Accept: 'application/json' }, cache: 'no-store' }).then(outcomeOf).catch(() => undefined);
    keepPrefetched(dataUrl, answer);
    return answer;
  };

  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  const onPointerOver = (event: PointerEvent): void => {
    const anchor = linkAt(event.target);
    if (!anchor) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => void prefetch(anchor), event.pointerType === 'mouse' ? HOVER_INTENT_MS : 0);
  };
  const onPointerOut = (): void => clearTimeout(hoverTimer);
  const onFocusIn = (event: FocusEvent): void => {
    const anchor = linkAt(event.target);
    if (anchor) void prefetch(anchor);
  };

  // Cards that scroll into view: a few per screen, one request at a time, when the browser has nothing else to do.
  const waiting: HTMLAnchorElement[] = [];
  const next = (): void => {
    if (inViewBusy || inViewLeft === 0) return;
    const anchor = waiting.shift();
    if (!anchor) return;
    const answer = prefetch(anchor);
    if (!answer) return next();
    inViewLeft -= 1;
    inViewBusy = true;
    void answer.finally(() => {
      inViewBusy = false;
      whenIdle(next);
    });
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(entry.target);
      waiting.push(entry.target);
    }
    whenIdle(next);
  });
  const watchCards = (): void => {
    observer.disconnect();
    waiting.length = 0;
    inViewLeft = IN_VIEW_PER_SCREEN;
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) observer.observe(anchor);
  };
  whenIdle(watchCards);
  // Each screen shown gets its own few.
  let navigating = false;
  const unsubscribe = router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle') navigating = true;
    else if (navigating) {
      navigating = false;
      whenIdle(watchCards);
    }
  });

  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('focusin', onFocusIn);
  return () => {
    unsubscribe();
    observer.disconnect();
    clearTimeout(hoverTimer);
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('pointerout', onPointerOut);
    document.removeEventListener('focusin', onFocusIn);
  };
};
