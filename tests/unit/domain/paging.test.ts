import { describe, expect, it } from 'vitest';
import { pageHref, pageTitleSuffix, pageWindow, parsePageParam, type PageItem } from '../../../src/domain/paging.ts';

const show = (items: readonly PageItem[]): string =>
  items.map((i) => (i.kind === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('page param', () => {
  it('defaults to page 1', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam(null)).toBe(1);
  });

  it.each(['0', '-1', 'abc', '', '1.5', '2e3', ' '])('reads %j as page 1', (raw) => {
    expect(parsePageParam(raw)).toBe(1);
  });

  it('reads a positive integer and caps absurd ones', () => {
    expect(parsePageParam('7')).toBe(7);
    expect(parsePageParam('99999')).toBe(10000);
  });
});

describe('paging widget', () => {
  it('shows at most 5 numbers centred on the current page, with ellipsis markers', () => {
    expect(show(pageWindow(6, 20).items)).toBe('… 4 5 [6] 7 8 …');
  });

  it('shifts the window at the start and at the end', () => {
    expect(show(pageWindow(1, 20).items)).toBe('[1] 2 3 4 5 …');
    expect(show(pageWindow(2, 20).items)).toBe('1 [2] 3 4 5 …');
    expect(show(pageWindow(20, 20).items)).toBe('… 16 17 18 19 [20]');
  });

  it('shows every page and no ellipsis when there are 5 or fewer', () => {
    expect(show(pageWindow(2, 3).items)).toBe('1 [2] 3');
    expect(show(pageWindow(1, 1).items)).toBe('[1]');
    expect(show(pageWindow(1, 0).items)).toBe('[1]');
  });

  it('disables previous on page 1 and next on the last page', () => {
    expect(pageWindow(1, 3).prev).toEqual({ page: 1, disabled: true });
    expect(pageWindow(1, 3).next).toEqual({ page: 2, disabled: false });
    expect(pageWindow(3, 3).next).toEqual({ page: 3, disabled: true });
    expect(pageWindow(3, 3).prev).toEqual({ page: 2, disabled: false });
  });

  it('clamps a current page beyond the last', () => {
    expect(show(pageWindow(99, 4).items)).toBe('1 2 3 [4]');
  });
});

describe('page links', () => {
  it('drops the page param on page 1', () => {
    expect(pageHref('/it/ultimi-articoli', { page: '3' }, 1)).toBe('/it/ultimi-articoli');
  });

  it('keeps the other query params', () => {
    expect(pageHref('/en/search', { q: 'gpt 5', qdata: 'week', page: '1' }, 2)).toBe('/en/search?q=gpt+5&qdata=week&page=2');
    expect(pageHref('/en/search', { q: 'gpt' }, 1)).toBe('/en/search?q=gpt');
  });
});

describe('page title suffix', () => {
  it('names the page in each language and adds nothing on page 1', () => {
    expect(pageTitleSuffix('it', 2)).toBe(' - Pag 2');
    expect(pageTitleSuffix('es', 3)).toBe(' - Pág 3');
    expect(pageTitleSuffix('pt', 4)).toBe(' - Pág 4');
    expect(pageTitleSuffix('de', 5)).toBe(' - Seite 5');
    expect(pageTitleSuffix('en', 6)).toBe(' - Page 6');
    expect(pageTitleSuffix('fr', 7)).toBe(' - Page 7');
    expect(pageTitleSuffix('en', 1)).toBe('');
  });
});
