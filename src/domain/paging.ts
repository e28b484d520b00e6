// The paging widget of listings and the links of its pages (spec: "Paging widget").
import { languageFacts, type Lang } from './language.ts';
import { canonicalUrl } from './screenRoutes.ts';

const MAX_VISIBLE_PAGES = 5;

export type PageItem =
  | { readonly kind: 'page'; readonly page: number; readonly current: boolean }
  | { readonly kind: 'ellipsis'; readonly key: 'start' | 'end' };

export interface PageWindow {
  readonly items: readonly PageItem[];
  readonly prev: { readonly page: number; readonly disabled: boolean };
  readonly next: { readonly page: number; readonly disabled: boolean };
}

const wholeOr1 = (n: number): number => (Number.isFinite(n) ? Math.floor(n) : 1);

/** At most `maxVisible` numbers centred on the current page, shifted at the edges. */
export const pageWindow = (current: number, totalPages: number, maxVisible = MAX_VISIBLE_PAGES): PageWindow => {
  // Counts come from the API's lenient decoding: a NaN must not leak into a link.
  const total = Math.max(1, wholeOr1(totalPages));
  const page = Math.min(Math.max(1, wholeOr1(current)), total);
  const size = Math.min(Math.max(1, wholeOr1(maxVisible)), total);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1);
  const last = first + size - 1;
  const numbers: PageItem[] = Array.from({ length: size }, (_, i) => ({ kind: 'page', page: first + i, current: first + i === page }));
  return {
    items: [
      ...(first > 1 ? [{ kind: 'ellipsis', key: 'start' } as const] : []),
      ...numbers,
      ...(last < total ? [{ kind: 'ellipsis', key: 'end' } as const] : []),
    ],
    prev: { page: Math.max(1, page - 1), disabled: page <= 1 },
    next: { page: Math.min(total, page + 1), disabled: page >= total },
  };
};

/**
 * The page's URL in the screen table's canonical form, the same string as its
 * cache entry: the other query params its screen reads, `page` in its place,
 * none on page 1.
 */
export const pageHref = (path: string, query: Readonly<Record<string, string>>, page: number): string =>
  canonicalUrl(path, { ...query, page: String(page) });

/** ' - Pag 2' (it), ' - Pág 2' (es, pt), ' - Seite 2' (de), ' - Page 2' (en, fr); nothing on page 1. */
export const pageTitleSuffix = (lang: Lang, page: number): string =>
  page > 1 ? ` - ${languageFacts(lang).pageWord} ${page}` : '';

type PagingLink =
  | { readonly kind: 'page'; readonly page: number; readonly href: string; readonly current: boolean }
  | { readonly kind: 'ellipsis'; readonly key: 'start' | 'end' };

/** The paging widget as links, ready to render; undefined when there is one page. */
export interface PagingView {
  readonly links: readonly PagingLink[];
  readonly prev: { readonly href: string; readonly disabled: boolean };
  readonly next: { readonly href: string; readonly disabled: boolean };
}

export const pagingView = (path: string, query: Readonly<Record<string, string>>, current: number, totalPages: number): PagingView | undefined => {
  if (!(totalPages > 1)) return undefined; // also a NaN count
  const shown = pageWindow(current, totalPages);
  return {
    links: shown.items.map((item) => (item.kind === 'page' ? { ...item, href: pageHref(path, query, item.page) } : item)),
    prev: { href: pageHref(path, query, shown.prev.page), disabled: shown.prev.disabled },
    next: { href: pageHref(path, query, shown.next.page), disabled: shown.next.disabled },
  };
};

/** The prev and next links of a listing's head, where those pages exist. */
export const prevNext = (path: string, query: Readonly<Record<string, string>>, current: number, totalPages: number): { prevPath?: string; nextPath?: string } => ({
  ...(current > 1 ? { prevPath: pageHref(path, query, current - 1) } : {}),
  ...(current < totalPages ? { nextPath: pageHref(path, query, current + 1) } : {}),
});
