// The hydration entry of the SSR deployment. Route data comes from the server's
// state script; client navigations ask the server's data endpoint, so neither
// the decoders nor the WordPress adapter ship to the browser.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HEAD_SCRIPT_ID, DocumentContext, INLINE_STYLE_ID, LOADER_SCRIPT_ID, STATE_SCRIPT_ID, TEXTS_SCRIPT_ID, type DocumentAssets } from './document/DocumentContext.ts';
import { Document } from './document/Document.tsx';
import { createRoutes } from './routes/createRoutes.tsx';
import { resolveMatchedRoutes } from './routes/resolveMatchedRoutes.ts';
import { fetchScreen } from './routes/fetchScreen.ts';
import { interceptLinks } from './routes/interceptLinks.ts';
import { whenIdle } from './consent/whenIdle.ts';
import { restoreFromPage } from './document/stateScriptData.ts';
import { readPageState } from './document/bootData.ts';
import { nextTask } from './document/nextTask.ts';
import { openEveryGate } from './components/HydrateWhen.tsx';
import { APP_READY } from '../src/ports/AnalyticsPort.ts';
import { SiteServicesContext } from './services/SiteServices.ts';
import { hydrationServices } from './compose/hydrationServices.ts';
import './styles/app.css';
import './styles/article.css';
import './styles/consent.css';

declare global {
  interface Window {
    /** The page state's route data, set below; createBrowserRouter reads it. */
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

/**
 * The page's start-up, after the task that evaluated the code: read the page, resolve the route,
 * create the router, hydrate, each a task of its own (nextTask), so that on a slow phone none holds
 * a tap for long. In the evaluation's task they made it 100 to 113 ms on Lighthouse's calibrated
 * phone (observed, Chromium slowed 13 to 14 times here); without them it is about 57 ms, most of it
 * react-dom's own start (decision 30). A function, not a top-level await, which would keep the
 * bundler from merging the entry's shared chunks into it.
 */
const start = async (): Promise<void> => {
  const stateText = document.getElementById(STATE_SCRIPT_ID)?.textContent ?? '';
  const state = readPageState(stateText);
  const boot = state?.boot;
  if (state) window.__staticRouterHydrationData = state.router;
  /** A script the server wrote, to render again with its very text (hydration matches). */
  const readBack = <K extends string>(key: K, id: string): Partial<Record<K, string>> => {
    const text = document.getElementById(id)?.textContent;
    return text ? ({ [key]: text } as Partial<Record<K, string>>) : {};
  };
  const textsScript = document.getElementById(TEXTS_SCRIPT_ID)?.textContent ?? undefined;
  const inlineStyle = document.getElementById(INLINE_STYLE_ID);
  const assets: DocumentAssets = {
    siteOrigin: boot?.siteOrigin ?? window.location.origin,
    css: boot?.css ?? [],
    // The server inlined the stylesheet: render it again with the same text.
    ...(inlineStyle ? { inlineCss: inlineStyle.textContent ?? '' } : {}),
    js: boot?.js ?? [],
    // Rendered again with the very text the server wrote, so hydration matches.
    stateScript: stateText,
    ...(textsScript === undefined ? {} : { textsScript }),
    ...readBack('headScript', HEAD_SCRIPT_ID),
    ...readBack('loaderScript', LOADER_SCRIPT_ID),
    // The tag ids the server turned on (the consent cookie is read by the consent layer).
    tags: boot?.tags ?? {},
  };

  // Web Vitals belong to the page the reader landed on, whatever they navigate to before consenting.
  const landing = { loaderData: window.__staticRouterHydrationData?.loaderData ?? {}, path: window.location.pathname };
  // The browser's adapters are chosen in one place: the tag adapters the server's configuration turned on.
  const services = hydrationServices(assets.tags ?? {}, landing);
  // Queued like every event until the reader allows measurement: it arrives first.
  services.analytics.push(APP_READY);

  // createBrowserRouter reads window.__staticRouterHydrationData itself.
  // The state script left out the editorial HTML the page already shows.
  if (window.__staticRouterHydrationData?.loaderData) restoreFromPage(window.__staticRouterHydrationData.loaderData, document, textsScript ? (JSON.parse(textsScript) as Record<string, string>) : undefined);
  const routes = createRoutes({ load: fetchScreen, Layout: Document });
  // The screen's code (the page preloaded it) before the router starts, so that it hydrates the server's HTML, never a spinner.
  await nextTask();
  await resolveMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  // A navigation renders the next screen into parts still waiting to hydrate: from then on none waits.
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    openEveryGate();
    stopWatching();
  });
  // Links become client navigations once the document is hydrated (the Document calls this); before, a link is an
  // ordinary link, a new page. A navigation before that made React hydrate a shell showing the navigation's spinner
  // where the server's HTML has the screen: a mismatch, and the page rebuilt from scratch.
  let stopLinks: (() => void) | undefined;
  const onHydrated = (): void => {
    stopLinks ??= interceptLinks(router);
  };
  // Fetching ahead waits for the first idle moment, and its code with it.
  whenIdle(() => void import('./routes/prefetchScreens.ts').then(({ prefetchScreens }) => prefetchScreens(router)));
  // Creating the router and hydrating are each a task of their own on a slow phone.
  await nextTask();

  // Hydrated as a transition: React renders the document in slices of about 5 ms and lets the browser work
  // between them. At its default priority the first pass (the whole document but the parts behind Suspense
  // boundaries) was one task, 11 to 17 ms at full speed here, four times that on a slow phone; now its longest
  // is 7 to 10 ms. A tap on a part not yet hydrated still has it hydrated at once, at the tap's priority.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentContext value={{ ...assets, onHydrated }}>
          <SiteServicesContext value={services}>
            <RouterProvider router={router} />
          </SiteServicesContext>
        </DocumentContext>
      </StrictMode>,
    );
  });
};

void nextTask().then(start);
