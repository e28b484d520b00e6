import { describe, expect, it } from 'vitest';
import { parsePageParam } from '../../../src/domain/pageNumber.ts';
import { pageHref, pageTitleSuffix, pageWindow, pagingView, prevNext, type PageItem } from '../../../src/domain/paging.ts';

/** '… 4 5 [6] 7 8 …': the widget as a reader sees it. */
const show = (items: readonly PageItem[]): string =>
  items.map((i) => (i.kind === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('page param', () => {
  it('defaults to page 1 when there is no param', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam(null)).toBe(1);
  });

  it.each(['0', '-1', 'abc', '', '1.5', '2e3', '0x10', '+3', ' ', '3abc'])('reads %j as page 1', (raw) => {
    expect(parsePageParam(raw)).toBe(1);
  });

  it('reads a positive integer as that page', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('7')).toBe(7);
    expect(parsePageParam('007')).toBe(7);
    expect(parsePageParam(' 3 ')).toBe(3);
  });

  it('caps absurd page numbers at 10000', () => {
    expect(parsePageParam('10000')).toBe(10000);
    expect(parsePageParam('10001')).toBe(10000);
    expect(parsePageParam('9999999')).toBe(10000);
    expect(parsePageParam('123456789012345678901234567890')).toBe(10000);
  });
});

describe('paging widget', () => {
  it('shows at most 5 numbers centred on the current page, with ellipsis markers', () => {
    expect(show(pageWindow(6, 20).items)).toBe('… 4 5 [6] 7 8 …');
  });

  it('shifts the window at the start and at the end', () => {
    expect(show(pageWindow(1, 20).items)).toBe('[1] 2 3 4 5 …');
    expect(show(pageWindow(2, 20).items)).toBe('1 [2] 3 4 5 …');
    expect(show(pageWindow(19, 20).items)).toBe('… 16 17 18 [19] 20');
    expect(show(pageWindow(20, 20).items)).toBe('… 16 17 18 19 [20]');
  });

  it('puts an ellipsis before only when page 1 is hidden and after only when the last page is hidden', () => {
    expect(show(pageWindow(3, 6).items)).toBe('1 2 [3] 4 5 …');
    expect(show(pageWindow(4, 6).items)).toBe('… 2 3 [4] 5 6');
  });

  it('shows every page and no ellipsis when there are 5 or fewer', () => {
    expect(show(pageWindow(3, 5).items)).toBe('1 2 [3] 4 5');
    expect(show(pageWindow(2, 3).items)).toBe('1 [2] 3');
  });

  it('shows a single page when there are 0 or 1 pages', () => {
    expect(show(pageWindow(1, 1).items)).toBe('[1]');
    expect(show(pageWindow(1, 0).items)).toBe('[1]');
    expect(pageWindow(1, 0).prev).toEqual({ page: 1, disabled: true });
    expect(pageWindow(1, 0).next).toEqual({ page: 1, disabled: true });
  });

  it('disables previous on page 1 and next on the last page', () => {
    expect(pageWindow(1, 3).prev).toEqual({ page: 1, disabled: true });
    expect(pageWindow(1, 3).next).toEqual({ page: 2, disabled: false });
    expect(pageWindow(3, 3).next).toEqual({ page: 3, disabled: true });
    expect(pageWindow(3, 3).prev).toEqual({ page: 2, disabled: false });
  });

  it('clamps the current page into the existing pages', () => {
    expect(show(pageWindow(99, 4).items)).toBe('1 2 3 [4]');
    expect(show(pageWindow(0, 4).items)).toBe('[1] 2 3 4');
    expect(show(pageWindow(-2, 4).items)).toBe('[1] 2 3 4');
  });

  it('treats a count that is not a number as page 1 of 1', () => {
    expect(show(pageWindow(Number.NaN, 3).items)).toBe('[1] 2 3');
    expect(show(pageWindow(2, Number.NaN).items)).toBe('[1]');
  });

  it('shows another number of pages when asked', () => {
    expect(show(pageWindow(5, 10, 3).items)).toBe('… 4 [5] 6 …');
  });
});

describe('page links', () => {
  it('drops the page param on page 1', () => {
    expect(pageHref('/it/ultimi-articoli', { page: '3' }, 1)).toBe('/it/ultimi-articoli');
  });

  it('sets the page param on later pages', () => {
    expect(pageHref('/it/ultimi-articoli', {}, 2)).toBe('/it/ultimi-articoli?page=2');
    expect(pageHref('/it/ultimi-articoli', { page: '2' }, 5)).toBe('/it/ultimi-articoli?page=5');
  });

  it('keeps the other query params', () => {
    expect(pageHref('/en/search', { q: 'gpt 5', qdata: 'week', page: '1' }, 2)).toBe('/en/search?q=gpt+5&page=2&qdata=week');
    expect(pageHref('/en/search', { q: 'gpt' }, 1)).toBe('/en/search?q=gpt');
  });

  it('escapes the values of the params it keeps', () => {
    expect(pageHref('/en/search', { q: 'R&D' }, 3)).toBe('/en/search?q=R%26D&page=3');
  });
});

describe('paging view', () => {
  it('has no widget when there is only one page', () => {
    expect(pagingView('/de/neueste-artikel', {}, 1, 1)).toBeUndefined();
    expect(pagingView('/de/neueste-artikel', {}, 1, 0)).toBeUndefined();
    expect(pagingView('/de/neueste-artikel', {}, 1, Number.NaN)).toBeUndefined();
  });

  it('links every number, previous and next to their pages', () => {
    expect(pagingView('/de/neueste-artikel', {}, 2, 3)).toEqual({
      links: [
        { kind: 'page', page: 1, current: false, href: '/de/neueste-artikel' },
        { kind: 'page', page: 2, current: true, href: '/de/neueste-artikel?page=2' },
        { kind: 'page', page: 3, current: false, href: '/de/neueste-artikel?page=3' },
      ],
      prev: { href: '/de/neueste-artikel', disabled: false },
      next: { href: '/de/neueste-artikel?page=3', disabled: false },
    });
  });
});

describe('prev and next head links', () => {
  it('has only next on page 1, both in the middle, only prev on the last page', () => {
    expect(prevNext('/fr/dernieres-articles', {}, 1, 3)).toEqual({ nextPath: '/fr/dernieres-articles?page=2' });
    expect(prevNext('/fr/dernieres-articles', {}, 2, 3)).toEqual({ prevPath: '/fr/dernieres-articles', nextPath: '/fr/dernieres-articles?page=3' });
    expect(prevNext('/fr/dernieres-articles', {}, 3, 3)).toEqual({ prevPath: '/fr/dernieres-articles?page=2' });
  });
});

describe('page title suffix', () => {
  it('names the page in each language', () => {
    expect(pageTitleSuffix('it', 2)).toBe(' - Pag 2');
    expect(pageTitleSuffix('es', 2)).toBe(' - Pág 2');
    expect(pageTitleSuffix('pt', 2)).toBe(' - Pág 2');
    expect(pageTitleSuffix('de', 2)).toBe(' - Seite 2');
    expect(pageTitleSuffix('en', 2)).toBe(' - Page 2');
    expect(pageTitleSuffix('fr', 7)).toBe(' - Page 7');
  });

  it('adds nothing on page 1 or below', () => {
    expect(pageTitleSuffix('en', 1)).toBe('');
    expect(pageTitleSuffix('it', 0)).toBe('');
  });
});
