import { describe, expect, it } from 'vitest';
import { nestTocItems, parseTocItems } from '../../../src/domain/tableOfContents.ts';

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

describe('the table of contents as an outline', () => {
  const item = (slug: string) => ({ slug, name: slug.toUpperCase() });
  const levels = (byslug: Record<string, number>) => (slug: string) => byslug[slug];

  it('puts an h3 under the h2 before it, and the next h2 back at the top', () => {
    const items = ['a', 'a1', 'a2', 'b', 'c', 'c1'].map(item);
    expect(nestTocItems(items, levels({ a: 2, a1: 3, a2: 3, b: 2, c: 2, c1: 3 }))).toEqual([
      { slug: 'a', name: 'A', children: [{ slug: 'a1', name: 'A1' }, { slug: 'a2', name: 'A2' }] },
      { slug: 'b', name: 'B' },
      { slug: 'c', name: 'C', children: [{ slug: 'c1', name: 'C1' }] },
    ]);
  });

  it('nests as deep as the headings go, and climbs back more than one level at once', () => {
    const items = ['a', 'a1', 'a1x', 'b'].map(item);
    expect(nestTocItems(items, levels({ a: 2, a1: 3, a1x: 4, b: 2 }))).toEqual([
      { slug: 'a', name: 'A', children: [{ slug: 'a1', name: 'A1', children: [{ slug: 'a1x', name: 'A1X' }] }] },
      { slug: 'b', name: 'B' },
    ]);
  });

  it('keeps a list of peers flat', () => {
    expect(nestTocItems(['a', 'b'].map(item), levels({ a: 2, b: 2 }))).toEqual([item('a'), item('b')]);
  });

  it('keeps a first heading deeper than the rest at the top: no empty parent is made up', () => {
    expect(nestTocItems(['x', 'a', 'a1'].map(item), levels({ x: 3, a: 2, a1: 3 }))).toEqual([
      { slug: 'x', name: 'X' },
      { slug: 'a', name: 'A', children: [{ slug: 'a1', name: 'A1' }] },
    ]);
  });

  it('puts an item whose heading is not in the body at the top level', () => {
    expect(nestTocItems(['a', 'gone', 'a1'].map(item), levels({ a: 2, a1: 3 }))).toEqual([
      { slug: 'a', name: 'A' },
      { slug: 'gone', name: 'GONE', children: [{ slug: 'a1', name: 'A1' }] },
    ]);
    expect(nestTocItems(['a', 'b'].map(item), () => undefined)).toEqual([item('a'), item('b')]);
  });
});
