// Card sections fill their rows (docs/design-and-accessibility.md#the-front-page-and-card-grids): a
// grid of cards never ends on a row with holes in it. A grid is laid on 12
// tracks; at a given width it shows 1, 2, 3 or 4 columns (each card at least
// 250px wide, web/styles/cards.css), never more than `columns`. Cards of a full
// row span 12 / columns tracks; the cards of a last, partial row share its 12
// tracks among themselves, so the row is whole whatever the count.

/** The track count every card grid is laid on: 1, 2, 3, 4 and 6 divide it. */
const TRACKS = 12;

/** The column counts the stylesheet uses beyond one, by the grid's own width. */
export const GRID_COLUMNS = [2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];

/**
 * The most columns the grid may show: four when they divide the count (8, 12,
 * 20), else three when they do (6 as 3×2, 9), else four, the last row's cards
 * then sharing it.
 */
export const widestColumns = (count: number): 3 | 4 => (count % 4 !== 0 && count % 3 === 0 ? 3 : 4);

/**
 * The tracks the card at `index` spans when the grid shows `columns` columns, if
 * it is in a last row that is not full; undefined in a full row (it spans
 * 12 / columns, the stylesheet's default).
 */
export const lastRowSpan = (count: number, columns: GridColumns, index: number): number | undefined => {
  const left = count % columns;
  return left !== 0 && index >= count - left ? TRACKS / left : undefined;
};
