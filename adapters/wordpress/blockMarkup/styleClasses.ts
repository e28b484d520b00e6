// The few inline styles the block editor writes that carry an editor's choice a
// reader should see, read as classes of the site's own styles (no inline style
// from content reaches a reader): a paragraph's or a cell's alignment, a
// spacer's height, a column's width, the media's share of a media & text block.
// Each is rounded to a step the stylesheet has (web/styles/blocks.css). CSS
// declarations, not markup: split by hand, the values read with patterns.

/** The declarations of a style attribute, by lower-case property. */
const declarations = (style: string): ReadonlyMap<string, string> =>
  new Map(
    style
      .split(';')
      .map((part) => part.split(':'))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...value]) => [name!.trim().toLowerCase(), value.join(':').trim().toLowerCase()]),
  );

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/** Pixels of a CSS length in px, em or rem (16 px to the em); undefined for anything else. */
const pixels = (length: string): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)(px|em|rem)$/.exec(length.replace(/\s+/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 'px' ? 1 : 16);
};

/** Spacer heights, in steps of the site's spacing scale: up to 24 px is 1, … above 200 px is 6. */
const SPACE_STEPS = [24, 48, 80, 120, 200];
const spaceStep = (px: number): number => SPACE_STEPS.findIndex((limit) => px <= limit) + 1 || SPACE_STEPS.length + 1;

/** A percentage to the nearest 5, between 5 and 95: the widths the stylesheet has. */
const percentStep = (value: string): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(value.trim());
  if (!match) return undefined;
  return Math.min(95, Math.max(5, Math.round(Number(match[1]) / 5) * 5));
};

/** The classes a style of an element with these classes stands for. */
export const styleClasses = (classes: readonly string[], style: string | undefined): string[] => {
  if (!style) return [];
  const css = declarations(style);
  const found: string[] = [];
  const align = css.get('text-align');
  if (align && ALIGNMENTS.has(align)) found.push(`has-text-align-${align}`);
  const height = css.get('height');
  if (classes.includes('wp-block-spacer') && height) {
    const px = pixels(height);
    if (px !== undefined) found.push(`nd-space-${spaceStep(px)}`);
  }
  const basis = css.get('flex-basis');
  if (classes.includes('wp-block-column') && basis) {
    const step = percentStep(basis);
    if (step !== undefined) found.push(`nd-basis-${step}`);
  }
  const columns = css.get('grid-template-columns');
  if (classes.includes('wp-block-media-text') && columns) {
    // `auto 38%` (media on the right) or `38% auto`: the media's share.
    const share = columns.split(/\s+/).map(percentStep).find((step) => step !== undefined);
    if (share !== undefined) found.push(`nd-media-width-${share}`);
  }
  return found;
};
