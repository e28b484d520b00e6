// Dates in one form: WordPress spells them several ways (ISO with or without
// offset, "yyyy-mm-dd hh:mm:ss", dd/mm/yyyy in category listings, '' when
// unknown). The WordPress adapter reads them once, at the boundary, into W3C
// datetimes, which is what crawlers, feeds and the reader's dates start from.
import type { Post } from './content.ts';
import { rememberByText } from './remember.ts';

const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;

const validDay = (iso: string): boolean => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
};

/**
 * A W3C datetime (the sitemaps' lastmod form): a day stays a day, a moment
 * becomes UTC without milliseconds. A moment without an offset is read as UTC so
 * the answer never depends on the server's time zone. Undefined when unreadable.
 */
export const toW3cDate = (raw: string | undefined): string | undefined => (raw === undefined ? undefined : parseW3cDate(raw));

// Every card of every page asks again for the same few hundred dates.
const parseW3cDate = rememberByText((raw: string): string | undefined => {
  const value = raw.trim();
  const dmy = DAY_MONTH_YEAR.exec(value);
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
    return validDay(iso) ? iso : undefined;
  }
  if (DATE_ONLY.test(value)) return validDay(value) ? value : undefined;
  const moment = DATE_TIME.exec(value);
  if (!moment || !validDay(moment[1]!)) return undefined;
  const date = new Date(`${moment[1]}T${moment[2]}${moment[3] ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
});

/**
 * The first readable of several spellings of a date, as a W3C datetime. A post's
 * publication date is the first readable of datePublished, date and dateCreated.
 */
export const firstReadableDate = (...raws: readonly (string | undefined)[]): string | undefined =>
  raws.reduce<string | undefined>((found, raw) => found ?? toW3cDate(raw), undefined);

/** A W3C date or datetime as a Date; a bare day is midnight UTC. */
const dateOf = (w3c: string): Date => new Date(DATE_ONLY.test(w3c) ? `${w3c}T00:00:00Z` : w3c);

/** RSS 2.0 wants RFC 822 dates ("Fri, 20 Nov 2026 10:00:00 GMT"). */
export const toRfc822 = (w3c: string): string => dateOf(w3c).toUTCString();

/** Milliseconds since the epoch, for comparisons (news sitemap window). */
export const epochOf = (w3c: string): number => dateOf(w3c).getTime();

/** The later of a post's publication and creation dates (WordPress regenerates some posts). */
export const postLastModified = ({ publishedAt, createdAt }: Pick<Post, 'publishedAt' | 'createdAt'>): string | undefined => {
  if (!publishedAt || !createdAt) return publishedAt ?? createdAt;
  return epochOf(createdAt) > epochOf(publishedAt) ? createdAt : publishedAt;
};

/** WordPress saves a post again as it goes out: a change within a minute of publishing is the publication itself. */
const SAME_PUBLICATION_MS = 60_000;

/**
 * When the post was changed after it went out (its last modification, later than
 * the publication by more than a minute); undefined when it never was, or when
 * either date is unknown. What the article's "Updated" says.
 */
export const postUpdatedAt = (post: Pick<Post, 'publishedAt' | 'createdAt'>): string | undefined => {
  const last = postLastModified(post);
  return post.publishedAt && last && epochOf(last) - epochOf(post.publishedAt) > SAME_PUBLICATION_MS ? last : undefined;
};
