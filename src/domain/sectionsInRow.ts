// The header's sections on wide screens take at most two rows, however many top-level
// categories WordPress has; the rest are under "More" (docs/decisions/0035-many-sections-under-more.md).
// The server does not know the reader's width, so the split is decided here, from the labels
// alone, once for each of a few widths (tiers): each tier is a min-width media query of
// web/styles/header.css, and a section carries the tier from which it sits in the row. The
// stylesheet shows it in the row from that width on and under More below it. The same labels
// give the same split on the server and in the browser, so nothing moves when the page hydrates,
// and every section is at every width in one place or the other.

/**
 * The advance of each character in thousandths of an em, at the weight of the header's links
 * (600): the widest of DejaVu Sans Bold, Noto Sans and Liberation Sans (Arial's metrics), measured
 * in Chromium. DejaVu Sans Bold, the widest of them nearly everywhere, is wider than the faces
 * `system-ui` gives on Windows (Segoe UI), macOS and iOS (San Francisco) and Android (Roboto), so a
 * label set in any of them is no wider than estimated. Accented letters are their base letter
 * (an accent adds no advance); kerning and ligatures only make a label narrower.
 */
const ADVANCE: Readonly<Record<string, number>> = {
  a: 675, b: 716, c: 593, d: 716, e: 678, f: 435, g: 716, h: 712, i: 343, j: 343, k: 665, l: 343, m: 1042,
  n: 712, o: 687, p: 716, q: 716, r: 493, s: 595, t: 478, u: 712, v: 652, w: 924, x: 645, y: 652, z: 582,
  A: 774, B: 762, C: 734, D: 830, E: 683, F: 683, G: 821, H: 837, I: 389, J: 556, K: 775, L: 637, M: 995,
  N: 837, O: 850, P: 733, Q: 850, R: 770, S: 720, T: 682, U: 812, V: 774, W: 1103, X: 771, Y: 724, Z: 725,
  0: 696, 1: 696, 2: 696, 3: 696, 4: 696, 5: 696, 6: 696, 7: 696, 8: 696, 9: 696,
  ' ': 348, '!': 456, '"': 521, '#': 838, $: 696, '%': 1002, '&': 872, "'": 306, '(': 457, ')': 457, '*': 545,
  '+': 838, ',': 380, '-': 415, '.': 380, '/': 413, ':': 400, ';': 400, '<': 838, '=': 838, '>': 838, '?': 611,
  '@': 1000, '[': 457, '\\': 413, ']': 457, '^': 838, _: 556, '`': 500, '{': 712, '|': 551, '}': 712, '~': 838,
  ß: 719, æ: 1048, œ: 1094, Æ: 1085, Œ: 1167, ø: 687, Ø: 850, ł: 371, Ł: 642, đ: 716, Đ: 838, ð: 687, Ð: 838,
  þ: 716, Þ: 738, ı: 343, ŋ: 712, Ŋ: 837, ħ: 790, Ħ: 974, ŧ: 478, Ŧ: 682, '¿': 611, '¡': 456, '«': 646, '»': 646,
  '‹': 412, '›': 412, '‘': 380, '’': 380, '‚': 380, '“': 657, '”': 657, '„': 657, '–': 556, '—': 1000, '…': 1000,
  '·': 380, '•': 639, '€': 696, '£': 696, '°': 500, ª: 564, º: 564, '§': 556, '¶': 655, '©': 1000, '®': 1000, '™': 1000,
};

/** Any other character (another script, a symbol, an emoji): wider than a CJK ideograph's em. */
const UNKNOWN_ADVANCE = 1250;

/** How wide a label is set in the header's links, in em: an estimate never narrower than the real one (see ADVANCE). */
export const labelWidthEm = (label: string): number => {
  let thousandths = 0;
  // Whitespace collapses in HTML; decomposed, an accented letter is its base letter and a combining mark.
  for (const char of label.trim().replace(/\s+/g, ' ').normalize('NFD')) {
    if (/\p{M}/u.test(char)) continue;
    thousandths += ADVANCE[char] ?? UNKNOWN_ADVANCE;
  }
  return thousandths / 1000;
};

/** From a viewport this wide (a media query's min-width), the row is this wide; both in rem. */
interface RowTier {
  readonly fromRem: number;
  readonly widthRem: number;
}

export interface RowLayout {
  readonly rows: number;
  /** Between two sections of a row. */
  readonly gapRem: number;
  /** What the More toggle adds to its label: the chevron and the gap before it. */
  readonly moreExtraRem: number;
  /** The narrowest a section or More is, however short its label: a touch target. */
  readonly minItemRem: number;
  /** Widest last. */
  readonly tiers: readonly RowTier[];
}

// The header's stylesheet (web/styles/header.css, web/styles/layout.css), as the estimate reads it.
/** The page's column (--page-width) and its gutters from 48rem on (--space-6 each side). */
const PAGE_WIDTH_REM = 76;
const GUTTERS_REM = 4;
/** A scroll bar that takes its width from the viewport a media query measures (17px on Windows, less elsewhere). */
const SCROLLBAR_REM = 1.125;
const rowWidthFrom = (viewportRem: number): number => Math.min(viewportRem - SCROLLBAR_REM, PAGE_WIDTH_REM) - GUTTERS_REM;

/**
 * The header's row: two rows of links 1rem bold, 1.5rem apart (--space-5), each at least 44px
 * wide (--tap, web/styles/base.css), from the phone menu's breakpoint (48rem) and at four wider
 * steps; from 78rem the column is at its full 72rem. Each `fromRem` is a media query of
 * web/styles/header.css (a test holds them together).
 */
/** The narrowest tier, where the phone menu gives way to the row: a constant of its own, so that the page's code reads it without the layout. */
export const FIRST_ROW_TIER_REM = 48;

export const HEADER_ROW_LAYOUT: RowLayout = {
  rows: 2,
  gapRem: 1.5,
  moreExtraRem: 1.25,
  minItemRem: 2.75,
  // Pure: the page's code imports FIRST_ROW_TIER_REM alone, and the bundler drops this call with the layout.
  tiers: /* @__PURE__ */ [FIRST_ROW_TIER_REM, 56, 64, 72, 78].map((fromRem) => ({ fromRem, widthRem: rowWidthFrom(fromRem) })),
};

/** Where each section goes: in the row from a tier on, or under More at every width. */
export interface SectionsInRow {
  /** For each label, the `fromRem` of the first tier where it is in the row; null: under More at every width. */
  readonly rowFrom: readonly (number | null)[];
  /**
   * The `fromRem` of the first tier where every section is in the row and More is not shown; null:
   * More is needed at every width. Equal to the first tier's: no More at all.
   */
  readonly moreUntil: number | null;
}

/** The lines a row's items take so far: how many, and how much of the last one. */
interface Lines {
  readonly count: number;
  readonly used: number;
}

/** The lines after one more item, laid as a wrapping flex row lays it: on the last line if it fits there, else on a new one. */
const place = (lines: Lines, width: number, rowWidth: number, gap: number): Lines =>
  lines.count > 0 && lines.used + gap + width <= rowWidth ? { count: lines.count, used: lines.used + gap + width } : { count: lines.count + 1, used: width };

/** How many of the first sections the row of a tier holds: all, or as many as leave room for the More toggle after them. */
const heldBy = (widths: readonly number[], more: number, rowWidth: number, layout: RowLayout): number => {
  const fits = (width: number) => width <= rowWidth;
  const all = widths.reduce<Lines>((lines, width) => place(lines, width, rowWidth, layout.gapRem), { count: 0, used: 0 });
  if (widths.every(fits) && all.count <= layout.rows) return widths.length;
  let lines: Lines = { count: 0, used: 0 };
  let held = 0;
  for (const width of widths) {
    if (!fits(width) || !fits(more)) break;
    lines = place(lines, width, rowWidth, layout.gapRem);
    if (place(lines, more, rowWidth, layout.gapRem).count > layout.rows) break;
    held += 1;
  }
  return held;
};

/**
 * Which sections the header's row shows at each width, in WordPress's order: the row is always
 * the first ones (the order is the newsroom's), More the rest. `measure` gives a label's width in rem.
 */
export const sectionsInRow = (
  labels: readonly string[],
  moreLabel: string,
  layout: RowLayout = HEADER_ROW_LAYOUT,
  measure: (label: string) => number = labelWidthEm,
): SectionsInRow => {
  const widths = labels.map((label) => Math.max(measure(label), layout.minItemRem));
  const more = Math.max(measure(moreLabel) + layout.moreExtraRem, layout.minItemRem);
  const held = layout.tiers.map((tier) => heldBy(widths, more, tier.widthRem, layout));
  // A section joins the row at the first tier from which every wider tier holds it too.
  const fromTier = (index: number): number | null => {
    let from: number | null = null;
    for (let t = layout.tiers.length - 1; t >= 0 && held[t]! > index; t -= 1) from = layout.tiers[t]!.fromRem;
    return from;
  };
  const rowFrom = labels.map((_, index) => fromTier(index));
  // More is needed until the last section has joined the row.
  let moreUntil = layout.tiers[0]?.fromRem ?? null;
  for (const from of rowFrom) moreUntil = from === null || moreUntil === null ? null : Math.max(moreUntil, from);
  return { rowFrom, moreUntil };
};
