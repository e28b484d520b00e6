// The article's table of contents from WordPress's `index_slugs` (docs/product.md#table-of-contents).

export interface TocItem {
  readonly slug: string;
  readonly name: string;
}

/** A non-empty string (trimmed) or a number, as a string; anything else is no value. */
const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
};

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/** An array, or a JSON string of one; an item needs a slug (or id) and a name (or title or text). */
export const parseTocItems = (raw: unknown): TocItem[] => {
  const list = typeof raw === 'string' ? parseJson(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): TocItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const slug = textOf(record['slug']) ?? textOf(record['id']);
    const name = textOf(record['name']) ?? textOf(record['title']) ?? textOf(record['text']);
    return slug !== undefined && name !== undefined ? [{ slug, name }] : [];
  });
};

/** An item of the nested table: an h3 under the h2 before it, and so on down. */
export interface TocEntry extends TocItem {
  /** Absent when nothing is under it. */
  readonly children?: readonly TocEntry[];
}

interface OpenEntry {
  readonly slug: string;
  readonly name: string;
  readonly level: number;
  readonly children: OpenEntry[];
}

const closed = ({ slug, name, children }: OpenEntry): TocEntry => (children.length > 0 ? { slug, name, children: children.map(closed) } : { slug, name });

/**
 * The items as an outline (docs/product.md#table-of-contents): `index_slugs` is a
 * flat list, so each item's level is that of the body's heading with its id
 * (`levelOf`: 2 for an h2…). An item goes under the nearest earlier one of a
 * shallower level; one whose heading is not in the body sits at the outline's
 * top level, and a first item deeper than the top stays at the top (an outline
 * has no empty parents).
 */
export const nestTocItems = (items: readonly TocItem[], levelOf: (slug: string) => number | undefined): TocEntry[] => {
  const known = items.map((item) => levelOf(item.slug)).filter((level): level is number => level !== undefined);
  const top = known.length > 0 ? Math.min(...known) : 0;
  const roots: OpenEntry[] = [];
  const open: OpenEntry[] = [];
  for (const item of items) {
    const entry: OpenEntry = { slug: item.slug, name: item.name, level: levelOf(item.slug) ?? top, children: [] };
    while (open.length > 0 && open[open.length - 1]!.level >= entry.level) open.pop();
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(entry);
    open.push(entry);
  }
  return roots.map(closed);
};
