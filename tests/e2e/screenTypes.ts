import type { APIRequestContext } from '@playwright/test';

// One address per screen type (docs/product.md#screens-and-addresses), in Italian (the default language).
// The article is found through a listing, so the tests follow the demo data.
export const SCREEN_PATHS = {
  home: '/it',
  latest: '/it/ultimi-articoli?page=2',
  category: '/it/robotica',
  subcategory: '/it/robotica/robot-umanoidi',
  search: '/it/search?q=modelli',
  static: '/it/chi-siamo',
  author: '/it/author/giulia-ferri',
  notFound: '/it/article/questo-articolo-non-esiste',
} as const;

export type ScreenType = keyof typeof SCREEN_PATHS | 'article';

export const SCREEN_TYPES: readonly ScreenType[] = ['home', 'latest', 'category', 'subcategory', 'search', 'static', 'article', 'author', 'notFound'];

/** The first article of a subcategory listing: it has a table of contents, media, outbound links and related posts. */
export const findArticlePath = async (request: APIRequestContext): Promise<string> => {
  const listing = await (await request.get('/it/societa/salute')).text();
  const path = /href="(\/it\/societa\/salute\/[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!path) throw new Error('no article linked from /it/societa/salute');
  return path;
};

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;
