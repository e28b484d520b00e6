import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADER_ROW_LAYOUT, labelWidthEm, sectionsInRow, type RowLayout } from '../../../src/domain/sectionsInRow.ts';

/** A row of 10rem from 10rem and of 20rem from 20rem, two rows, 1rem between sections; More is its label alone. */
const LAYOUT: RowLayout = {
  rows: 2,
  gapRem: 1,
  moreExtraRem: 0,
  minItemRem: 0,
  tiers: [
    { fromRem: 10, widthRem: 10 },
    { fromRem: 20, widthRem: 20 },
  ],
};
/** Each character 1rem wide: widths a reader of the test can add up. */
const byLength = (label: string): number => label.length;
const split = (labels: readonly string[]) => sectionsInRow(labels, '+', LAYOUT, byLength);

describe('which sections the header row holds', () => {
  it('holds every section, with no More, when all fit in two rows at the narrowest width', () => {
    // 4 + 1 + 4 = 9 on each of two rows of 10.
    expect(split(['aaaa', 'bbbb', 'cccc', 'dddd'])).toEqual({ rowFrom: [10, 10, 10, 10], moreUntil: 10 });
  });

  it('keeps room for More on the last row, and shows the rest in the row from the width that holds them all', () => {
    // At 10: three sections and More (4 + 1 + 4, then 4 + 1 + 1); a fourth would need a third row. At 20 all five fit.
    expect(split(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'])).toEqual({ rowFrom: [10, 10, 10, 20, 20], moreUntil: 20 });
  });

  it('keeps WordPress order: a short section never jumps ahead of a long one that did not fit', () => {
    // The first is wider than the row of 10: the two short ones after it wait with it.
    expect(split(['aaaaaaaaaaaa', 'b', 'c'])).toEqual({ rowFrom: [20, 20, 20], moreUntil: 20 });
  });

  it('leaves under More at every width a section wider than any row, and those after it', () => {
    expect(split(['a', 'b'.repeat(25), 'c'])).toEqual({ rowFrom: [10, null, null], moreUntil: null });
  });

  it('puts everything under More when not even one section fits beside More', () => {
    expect(sectionsInRow(['aaaaaaaa', 'bbbbbbbb', 'cccccccc'], 'more', { ...LAYOUT, rows: 1, tiers: [{ fromRem: 10, widthRem: 10 }] }, byLength))
      .toEqual({ rowFrom: [null, null, null], moreUntil: null });
  });

  it('gives a short label the width of a touch target', () => {
    // Five labels of 1rem hold one row of 10 (9rem with their gaps); at 3rem each (More too), one and More fill it (3 + 1 + 3; a second: 11).
    const labels = ['a', 'b', 'c', 'd', 'e'];
    const layout = { ...LAYOUT, rows: 1, tiers: [{ fromRem: 10, widthRem: 10 }] };
    expect(sectionsInRow(labels, '+', layout, byLength).moreUntil).toBe(10);
    expect(sectionsInRow(labels, '+', { ...layout, minItemRem: 3 }, byLength)).toEqual({ rowFrom: [10, null, null, null, null], moreUntil: null });
  });

  it('has no More when there are no sections', () => {
    expect(split([])).toEqual({ rowFrom: [], moreUntil: 10 });
  });
});

describe("a label's estimated width", () => {
  it('grows with wide letters more than with narrow ones', () => {
    expect(labelWidthEm('mmmm')).toBeGreaterThan(labelWidthEm('iiii') * 2);
  });

  it('is the same with or without accents, composed or decomposed', () => {
    expect(labelWidthEm('Société')).toBe(labelWidthEm('Societe'));
    expect(labelWidthEm('Übersicht')).toBe(labelWidthEm('Ubersicht'));
    expect(labelWidthEm('Sociéte\u0301')).toBe(labelWidthEm('Societe'));
  });

  it('reads spaces as HTML shows them: runs collapsed, ends trimmed', () => {
    expect(labelWidthEm('  Big   Tech \n')).toBe(labelWidthEm('Big Tech'));
  });

  it('counts a character of another script as at least an em', () => {
    expect(labelWidthEm('人工知能')).toBeGreaterThanOrEqual(4);
    expect(labelWidthEm('🤖')).toBeGreaterThanOrEqual(1);
  });
});

/** The demo's six sections in each language (adapters/demo-content/dataset/siteTexts). */
const DEMO_SECTIONS = [
  ['Modelli', 'Ricerca', 'Industria', 'Regole e diritti', 'Robotica', 'Società'],
  ['Models', 'Research', 'Industry', 'Policy', 'Robotics', 'Society'],
  ['Modèles', 'Recherche', 'Industrie', 'Régulation', 'Robotique', 'Société'],
  ['Modelle', 'Forschung', 'Wirtschaft', 'Regulierung', 'Robotik', 'Gesellschaft'],
  ['Modelos', 'Investigación', 'Industria', 'Regulación', 'Robótica', 'Sociedad'],
  ['Modelos', 'Investigação', 'Indústria', 'Regulação', 'Robótica', 'Sociedade'],
];

/** The top-level categories of WordPress's theme unit test data (themeunittestdata.wordpress.xml), as WordPress lists them. */
const THEME_TEST_DATA = [
  '6.1', 'aciform', 'antiquarianism', 'arrangement', 'asmodeus', 'Block', 'Blogroll', 'broder', 'buying', 'Cat A', 'Cat B',
  'Cat C', 'championship', 'chastening', 'Classic', 'clerkship', 'disinclination', 'disinfection', 'dispatch', 'echappee',
  'Edge Case', 'enphagy', 'equipollent', 'fatuity', 'Foo A', 'Foo Parent', 'gaberlunzie', 'illtempered', 'insubordination',
  'lender', 'Markup', 'Media', 'monosyllable', 'packthread', 'palter', 'papilionaceous', 'Parent', 'Parent Category',
  'personable', 'Post Formats', 'propylaeum', 'pustule', 'quartern', 'scholarship', 'selfconvicted', 'showshoe', 'sloyd',
  'sublunary', 'tamtam', 'Template', 'Uncategorized', 'Unpublished', 'weakhearted', 'ween', 'wellhead', 'wellintentioned',
  'whetstone', 'years',
];
const MORE_LABELS = ['Altro', 'More', 'Plus', 'Mehr', 'Más', 'Mais'];

describe("the header's row", () => {
  it("shows the demo's sections without a More at every width, in every language", () => {
    DEMO_SECTIONS.forEach((names, i) => {
      const { rowFrom, moreUntil } = sectionsInRow(names, MORE_LABELS[i]!);
      expect(rowFrom, names.join()).toEqual(names.map(() => HEADER_ROW_LAYOUT.tiers[0]!.fromRem));
      expect(moreUntil).toBe(HEADER_ROW_LAYOUT.tiers[0]!.fromRem);
    });
  });

  it("holds the theme test data's categories within two rows at every width, More included, and more of them on wider screens", () => {
    for (const more of MORE_LABELS) {
      const { rowFrom, moreUntil } = sectionsInRow(THEME_TEST_DATA, more);
      expect(moreUntil).toBeNull();
      let before = 0;
      for (const tier of HEADER_ROW_LAYOUT.tiers) {
        const inRow = THEME_TEST_DATA.filter((_, i) => rowFrom[i] !== null && rowFrom[i]! <= tier.fromRem);
        expect(inRow).toEqual(THEME_TEST_DATA.slice(0, inRow.length));
        expect(inRow.length).toBeGreaterThanOrEqual(before);
        // However the rows break, two rows hold no more than twice a row's width (one gap fewer than in one line).
        const total = [...inRow, more].reduce((sum, label) => sum + labelWidthEm(label), 0) + HEADER_ROW_LAYOUT.moreExtraRem + (inRow.length - 1) * HEADER_ROW_LAYOUT.gapRem;
        expect(total).toBeLessThanOrEqual(2 * tier.widthRem);
        before = inRow.length;
      }
      expect(before).toBeGreaterThan(0);
    }
  });

  it('has the widths of the media queries that show the sections (web/styles/header.css)', () => {
    const css = readFileSync(new URL('../../../web/styles/header.css', import.meta.url), 'utf8');
    const [first, ...wider] = HEADER_ROW_LAYOUT.tiers.map((tier) => tier.fromRem);
    // The first is where the row replaces the phone's menu.
    expect(css).toContain(`@media (min-width: ${first}rem) {`);
    for (const from of wider) {
      const block = new RegExp(`@media \\(min-width: ${from}rem\\) \\{[^@]*\\.category-nav__item\\[data-row-from="${from}"\\] \\{ display: block; \\}[^@]*\\.category-more__item\\[data-row-from="${from}"\\], \\.category-nav__more\\[data-until="${from}"\\] \\{ display: none; \\}`);
      expect(css, `${from}rem`).toMatch(block);
    }
    // And no width the rule does not know.
    const shown = [...css.matchAll(/\.category-nav__item\[data-row-from="(\d+)"\] \{ display: block/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(wider);
  });
});
