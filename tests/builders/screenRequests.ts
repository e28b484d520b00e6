// Arbitrary requests of every screen of the table, and addresses of them as
// readers and crawlers send them, for the property tests of its URLs (parsing,
// building and the canonical form the page cache keys by). A new screen does not
// compile here until it has an arbitrary of its requests.
import fc from 'fast-check';
import { SEARCH_DATE_FILTERS } from '../../src/domain/content.ts';
import { LANGS } from '../../src/domain/language.ts';
import { screenRoutes, type PageScreenName, type RequestOf } from '../../src/domain/screenRoutes.ts';

/** Any text a slug or query may hold, astral characters and reserved URL characters included. */
const text = (minLength: number) => fc.string({ unit: 'grapheme', minLength, maxLength: 40 });
/** A path segment the URL parser keeps as it is: '.' and '..' are dot segments, resolved away. */
const segment = text(1).filter((s) => s !== '.' && s !== '..');
const lang = fc.constantFrom(...LANGS);
const page = fc.integer({ min: 1, max: 10_000 });
const blank = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\n');
/** What a reader types: any text, padded with blanks, or longer than a search reads. */
const typed = fc.oneof(
  text(0),
  fc.tuple(blank, text(0), blank).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 190, maxLength: 260 }),
);
/** A date filter, or anything else a URL may say in its place. */
const dateFilter = fc.oneof(fc.constantFrom(...SEARCH_DATE_FILTERS), text(1));

// The spec's table gives a static segment precedence over a slug in its place:
// a category named 'search' or a category 'article', 'author' or '_preview' with a
// subcategory cannot be addressed. Those are the only requests no URL can carry.
export const requests: { readonly [K in PageScreenName]: fc.Arbitrary<RequestOf<K>> } = {
  home: fc.record({ lang }),
  search: fc.record({ lang, q: typed, page, qdata: dateFilter }, { requiredKeys: ['lang', 'q', 'page'] }),
  articleBySlug: fc.record({ lang, slug: segment }),
  author: fc.record({ lang, slug: segment, page }),
  slug: fc.record({ lang, slug: segment.filter((s) => s !== 'search'), page }),
  preview: fc.record({ lang, id: segment, exp: text(0), sig: text(0) }),
  subcategory: fc.record({ lang, category: segment.filter((s) => s !== 'article' && s !== '_preview' && s !== 'author'), sub: segment, page }),
  article: fc.record({ lang, category: segment, sub: segment, slug: segment }),
};

const BASE = 'https://news.example';
/**
 * Tracking tags and junk, under names no screen reads (a repeat of a name a
 * screen reads is tried on its own, below).
 */
const junk = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom('utm_source', 'fbclid', 'ref', 'Page', 'Q'), fc.string({ maxLength: 8 }).map((name) => `_${name}`)), fc.string({ maxLength: 12 })),
  { maxLength: 4 },
);

/**
 * `href` with junk added, each of its parameters repeated and all reordered:
 * names in any order, the values of one name in theirs (the first of a
 * repeated one is what a screen reads, so a repeat comes after it).
 */
const scrambled = (href: string, added: readonly (readonly [string, string])[], order: readonly number[], repeat: string): string => {
  const url = new URL(href, BASE);
  const groups = new Map<string, string[]>();
  for (const [name, value] of [...url.searchParams, ...added, ...[...url.searchParams.keys()].map((name) => [name, repeat] as const)]) {
    groups.set(name, [...(groups.get(name) ?? []), value]);
  }
  const shuffled = [...groups.keys()].map((name, i) => ({ name, at: order[i] ?? i })).sort((a, b) => a.at - b.at);
  const search = new URLSearchParams(shuffled.flatMap(({ name }) => groups.get(name)!.map((value) => [name, value]))).toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
};

type AnyRoute = { build: (request: unknown) => string; canonical: (request: unknown) => unknown };

/**
 * An address of a screen as it may arrive (`url`: any URL the table builds,
 * with junk added and parameters repeated and reordered) and the URL the table
 * builds from its canonical request (`canonical`).
 */
export const arrivingUrls = (screen: PageScreenName): fc.Arbitrary<{ readonly url: string; readonly canonical: string }> => {
  const route = screenRoutes[screen] as unknown as AnyRoute;
  return fc
    .tuple(requests[screen] as fc.Arbitrary<unknown>, junk, fc.array(fc.integer(), { maxLength: 12 }), fc.string({ maxLength: 6 }))
    .map(([request, added, order, repeat]) => ({ url: scrambled(route.build(request), added, order, repeat), canonical: route.build(route.canonical(request)) }));
};
