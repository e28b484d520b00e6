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
