import { describe, expect, it } from 'vitest';
import { parseTocItems } from '../../../src/domain/tableOfContents.ts';

describe('table of contents items', () => {
  it('reads an array of {slug, name}', () => {
    expect(parseTocItems([{ slug: 'intro', name: 'Introduzione' }])).toEqual([{ slug: 'intro', name: 'Introduzione' }]);
  });

  it('reads the same list sent as a JSON string', () => {
    expect(parseTocItems('[{"slug":"a","name":"A"},{"slug":"b","name":"B"}]')).toEqual([
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ]);
  });

  it('accepts id for the slug and title or text for the name', () => {
    expect(parseTocItems([{ id: 'x', title: 'X' }, { slug: 'y', text: 'Y' }])).toEqual([
      { slug: 'x', name: 'X' },
      { slug: 'y', name: 'Y' },
    ]);
  });

  it('prefers slug over id and name over title and text', () => {
    expect(parseTocItems([{ slug: 's', id: 'i', name: 'N', title: 'T', text: 'X' }])).toEqual([{ slug: 's', name: 'N' }]);
  });

  it('falls back to id when the slug is empty', () => {
    expect(parseTocItems([{ slug: '', id: 'i', name: 'N' }])).toEqual([{ slug: 'i', name: 'N' }]);
  });

  it('turns numbers into strings', () => {
    expect(parseTocItems([{ id: 3, name: 2026 }])).toEqual([{ slug: '3', name: '2026' }]);
    expect(parseTocItems('[{"slug":0,"title":1.5}]')).toEqual([{ slug: '0', name: '1.5' }]);
  });

  it('trims strings', () => {
    expect(parseTocItems([{ slug: ' intro ', name: '\tIntroduzione\n' }])).toEqual([{ slug: 'intro', name: 'Introduzione' }]);
  });

  it('drops items lacking a slug or a name, or with empty or non-text values', () => {
    expect(
      parseTocItems([
        { slug: 'a' },
        { name: 'B' },
        { slug: '', name: 'C' },
        { slug: 'd', name: '  ' },
        { slug: {}, name: 'E' },
        { slug: true, name: 'F' },
        { slug: 'g', name: null },
        { slug: 'h', name: Number.NaN },
        null,
        'f',
        7,
        { slug: 'ok', name: 'OK' },
      ]),
    ).toEqual([{ slug: 'ok', name: 'OK' }]);
  });

  it('gives none for invalid JSON', () => {
    expect(parseTocItems('[{"slug":')).toEqual([]);
    expect(parseTocItems('')).toEqual([]);
    expect(parseTocItems('not json')).toEqual([]);
  });

  it('gives none for anything that is not an array', () => {
    expect(parseTocItems('{"slug":"a","name":"A"}')).toEqual([]);
    expect(parseTocItems('"[]"')).toEqual([]);
    expect(parseTocItems({ slug: 'a', name: 'A' })).toEqual([]);
    expect(parseTocItems(42)).toEqual([]);
    expect(parseTocItems(undefined)).toEqual([]);
    expect(parseTocItems(null)).toEqual([]);
  });
});
