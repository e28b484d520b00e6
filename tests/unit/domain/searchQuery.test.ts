import { describe, expect, it } from 'vitest';
import { parseDateFilter, searchText } from '../../../src/domain/searchQuery.ts';

describe('the text a search reads', () => {
  it('is what the reader typed, without the blanks around it', () => {
    expect(searchText('  robots \n')).toBe('robots');
    expect(searchText(' \t ')).toBe('');
  });

  it('stops at 200 characters, never inside a character or on a blank', () => {
    expect(searchText('x'.repeat(3000))).toBe('x'.repeat(200));
    expect(searchText(`${'x'.repeat(199)} yyy`)).toBe('x'.repeat(199));
    expect(searchText(`${'x'.repeat(199)}😀`)).toBe('x'.repeat(199));
  });

  it('reads the same the second time', () => {
    for (const typed of [`${'x'.repeat(199)} yyy`, `${'x'.repeat(199)}😀`, ' a b ']) expect(searchText(searchText(typed))).toBe(searchText(typed));
  });
});

describe('the date filter a search reads', () => {
  it('is one of the filters, or any date for anything else', () => {
    expect(parseDateFilter('week')).toBe('week');
    for (const raw of [undefined, '', 'forever', 'WEEK']) expect(parseDateFilter(raw)).toBe('any');
  });
});
