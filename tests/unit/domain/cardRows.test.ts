import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, lastRowSpan, widestColumns, type GridColumns } from '../../../src/domain/cardRows.ts';

/** The rows a grid of `count` cards makes at `columns` columns, as the tracks each card takes (12 a row). */
const rows = (count: number, columns: GridColumns): number[][] => {
  const laid: number[][] = [[]];
  for (let i = 0; i < count; i += 1) {
    const span = lastRowSpan(count, columns, i) ?? 12 / columns;
    const row = laid[laid.length - 1]!;
    if (row.reduce((a, b) => a + b, 0) + span > 12) laid.push([span]);
    else row.push(span);
  }
  return laid;
};

describe('card grids fill their rows', () => {
  it('show six cards as 3×2 and twelve as 4×3 on a wide screen', () => {
    expect(widestColumns(6)).toBe(3);
    expect(widestColumns(9)).toBe(3);
    expect(widestColumns(12)).toBe(4);
    expect(widestColumns(8)).toBe(4);
    expect(widestColumns(20)).toBe(4);
  });

  it('leave cards in full rows at their column width', () => {
    expect(rows(12, 4)).toEqual([[3, 3, 3, 3], [3, 3, 3, 3], [3, 3, 3, 3]]);
    expect(rows(6, 3)).toEqual([[4, 4, 4], [4, 4, 4]]);
    expect(rows(6, 2)).toEqual([[6, 6], [6, 6], [6, 6]]);
  });

  it('share a partial last row among its cards', () => {
    expect(rows(10, 4)).toEqual([[3, 3, 3, 3], [3, 3, 3, 3], [6, 6]]);
    expect(rows(10, 3)).toEqual([[4, 4, 4], [4, 4, 4], [4, 4, 4], [12]]);
    expect(rows(7, 4)).toEqual([[3, 3, 3, 3], [4, 4, 4]]);
    expect(rows(5, 2)).toEqual([[6, 6], [6, 6], [12]]);
    expect(rows(2, 4)).toEqual([[6, 6]]);
  });

  it('never leave a row with holes, for any count from 1 to 40 at any column count the grid allows', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const columns of GRID_COLUMNS.filter((c) => c <= widestColumns(count))) {
        for (const row of rows(count, columns)) expect(row.reduce((a, b) => a + b, 0), `${count} cards in ${columns} columns`).toBe(12);
      }
    }
  });
});
