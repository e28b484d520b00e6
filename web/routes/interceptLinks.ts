// In-site links are plain <a href> in the HTML (cheap to render on the server,
// working without JavaScript); one click listener on the document turns a click
// on any of them, the article body's own links included, into a client
// navigation. Everything a browser should handle itself is left to it: modified
// clicks, other windows, downloads, other origins, documents that are not
// screens (feeds, sitemaps, assets, our endpoints) and links to a place on the page.
import { leaveScreen } from './leaveScreen.ts';

const NOT_SCREENS = /^\/(?:_|assets\/|feeds\/|sitemaps\/|sitemap\.xml$|demo-media\/|wp-json\/)|\.[a-z0-9]{1,8}$/i;

export interface Navigator {
  navigate(to: string): unknown;
}

/** The URL of an in-site screen a link leads to, or undefined when the browser should follow it itself. */
export const screenUrlOf = (anchor: HTMLAnchorElement, origin: string, here: Location): URL | undefined => {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset['reload'] !== undefined) return undefined;
  const url = new URL(anchor.href, here.href);
  return url.origin !== origin || NOT_SCREENS.test(url.pathname) ? undefined : url;
};

/** The link an event happened in (on it or on something inside it), if any. */
export const linkAt = (target: EventTarget | null): HTMLAnchorElement | undefined => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
};

/** The in-site screen a click asks for, or undefined when the browser should follow it itself. */
const screenLinkOf = (event: MouseEvent, origin: string, here: Location): string | undefined => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = linkAt(event.target);
  if (!anchor) return undefined;
  const url = screenUrlOf(anchor, origin, here);
  if (!url) return undefined;
  // A link to a place on this very page scrolls; it is no navigation.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Starts listening; returns what stops it. */
export const interceptLinks = (router: Navigator, origin: string = window.location.origin): (() => void) => {
  const onClick = (event: MouseEvent): void => {
    const to = screenLinkOf(event, origin, window.location);
    if (to === undefined) return;
    event.preventDefault();
    leaveScreen();
    void router.navigate(to);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
};
