// Dates and numbers as a reader of each language writes them. Intl formatters are
// costly to build (about 6% of an article's render when built on every render),
// so each locale and style gets one, kept for the life of the process. Dates and
// times are shown in UTC, the zone named after a time: the server and the browser
// must write the very same text, and readers of six languages live in many zones
// (docs/decisions/0028-bylines-and-author-pages.md).
import { epochOf, toW3cDate } from './publicationDates.ts';
import { rememberByText } from './remember.ts';

/** 'dateTime': the long date with the time of day; 'time': the time of day alone. A bare day has no time: its long date. */
type DateStyle = 'long' | 'medium' | 'dateTime' | 'time';

const memo = <F>(build: (key: string) => F) => {
  const kept = new Map<string, F>();
  return (key: string): F => {
    let found = kept.get(key);
    if (found === undefined) {
      found = build(key);
      kept.set(key, found);
    }
    return found;
  };
};

const dateFormat = {
  long: memo((bcp47) => new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' })),
  medium: memo((bcp47) => new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeZone: 'UTC' })),
  // dateStyle cannot name the zone: the same long date, spelled out by parts.
  dateTime: memo((bcp47) => new Intl.DateTimeFormat(bcp47, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })),
  time: memo((bcp47) => new Intl.DateTimeFormat(bcp47, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })),
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const countFormat = memo((bcp47) => new Intl.NumberFormat(bcp47));
const oneDecimalFormat = memo((bcp47) => new Intl.NumberFormat(bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A count with the language's digit grouping (1.234 in Italian, 1,234 in English). */
export const formatCount = (bcp47: string, n: number): string => countFormat(bcp47).format(n);

/** An average with one decimal (4,5 in Italian, 4.5 in English). */
export const formatAverage = (bcp47: string, n: number): string => oneDecimalFormat(bcp47).format(n);

/** A date for a `<time>` element and its text; undefined when the post has no usable date. */
export interface DisplayDate {
  /** W3C datetime, for `dateTime`. */
  readonly iso: string;
  readonly label: string;
}

export const displayDate = (bcp47: string, raw: string | undefined, style: DateStyle = 'medium'): DisplayDate | undefined =>
  raw === undefined ? undefined : formatted(`${bcp47} ${style} ${raw}`);

/** Formatting is the costly part, and cards show the same dates page after page. */
const formatted = rememberByText((key: string): DisplayDate | undefined => {
  const [bcp47 = '', style = 'medium', ...rest] = key.split(' ');
  const iso = toW3cDate(rest.join(' '));
  if (iso === undefined) return undefined;
  const shown = DATE_ONLY.test(iso) && (style === 'dateTime' || style === 'time') ? 'long' : (style as DateStyle);
  return { iso, label: dateFormat[shown](bcp47).format(epochOf(iso)) };
});

/** Whether two W3C dates fall on the same day, as the dates shown (in UTC) count days. */
export const sameShownDay = (a: string, b: string): boolean => new Date(epochOf(a)).toISOString().slice(0, 10) === new Date(epochOf(b)).toISOString().slice(0, 10);
