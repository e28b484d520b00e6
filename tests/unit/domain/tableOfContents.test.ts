import { describe, expect, it } from 'vitest';
import { parseTocItems } from '../../../src/domain/tableOfContents.ts';

describe('table of contents items', () => {
  it('reads an array of {slug, name}', () => {
    expect(parseTocItems([{ slug: 'intro', name: 'Introduzione' }])).toEqual([{ slug: 'intro', name: 'Introduzione' }]);
  });

  it('reads the same list sent as a JSON string', () => {
    expect(parseTocItems('[{"slug":"a","name":"A"},{"slug":"b","name":"B"}]')).toEqual([{ slug: 'a', name: 'A' }, { slug: 'b', name: 'B' }]);
  });

  it('accepts id for the slug and title or text for the name', () => {
    expect(parseTocItems([{ id: 'x', title: 'X' }, { slug: 'y', text: 'Y' }])).toEqual([{ slug: 'x', name: 'X' }, { slug: 'y', name: 'Y' }]);
  });

  it('accepts numbers as slug or name', () => {
    expect(parseTocItems([{ id: 3, name: 2026 }])).toEqual([{ slug: '3', name: '2026' }]);
  });

  it('drops items lacking a slug or a name, or with empty or non-text values', () => {
    expect(parseTocItems([{ slug: 'a' }, { name: 'B' }, { slug: '', name: 'C' }, { slug: 'd', name: '  ' }, { slug: {}, name: 'E' }, null, 'f', { slug: 'ok', name: 'OK' }])).toEqual([
      { slug: 'ok', name: 'OK' },
    ]);
  });

  it('gives none for invalid JSON or anything that is not an array', () => {
    expect(parseTocItems('[{"slug":')).toEqual([]);
    expect(parseTocItems('{"slug":"a","name":"A"}')).toEqual([]);
    expect(parseTocItems({ slug: 'a', name: 'A' })).toEqual([]);
    expect(parseTocItems(undefined)).toEqual([]);
    expect(parseTocItems(null)).toEqual([]);
  });
});
