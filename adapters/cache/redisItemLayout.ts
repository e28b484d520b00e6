// How an item lies in its Redis hash: the metadata and the tags as JSON, each
// binary field under its own hash field, so that a reader asking for one
// encoding of a page receives those bytes and no others.
import type { StoredItem } from './cacheStore.ts';

const META = 'meta';
const TAGS = 'tags';
/** Binary fields carry a prefix, so no field name can clash with the two above. */
const FIELD = 'field:';

/** Buffer over the same memory: a page body is not copied on its way out. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export const toHash = (item: StoredItem): Record<string, string | Buffer> => ({
  [META]: JSON.stringify(item.meta) ?? 'null',
  [TAGS]: JSON.stringify(item.tags),
  ...Object.fromEntries(Object.entries(item.fields).map(([name, bytes]) => [FIELD + name, asBuffer(bytes)])),
});

/** The hash fields to read for an item with only the named binary fields. */
export const hashFieldsFor = (fields: readonly string[]): string[] => [META, TAGS, ...fields.map((name) => FIELD + name)];

/** The item a hash holds, or undefined when there is none (HGETALL and HMGET of a missing key). */
export const fromHash = (hash: Readonly<Record<string, Buffer | null | undefined>>): StoredItem | undefined => {
  const meta = hash[META];
  const tags = hash[TAGS];
  if (!meta || !tags) return undefined;
  return {
    meta: JSON.parse(meta.toString('utf8')) as unknown,
    tags: JSON.parse(tags.toString('utf8')) as string[],
    fields: Object.fromEntries(Object.entries(hash).flatMap(([name, bytes]) => (bytes && name.startsWith(FIELD) ? [[name.slice(FIELD.length), bytes]] : []))),
  };
};
