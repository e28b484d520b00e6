// Dates and numbers as a reader of each language writes them. Intl formatters are
// costly to build (about 6% of an article's render when built on every render),
// so each locale and style gets one, kept for the life of the process. Dates are
// shown in UTC: the server and the browser must write the very same text.
import { epochOf, toW3cDate } from './publicationDates.ts';
import { rememberByText } from './remember.ts';

type DateStyle = 'long' | 'medium';

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
} as const;
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
  return iso === undefined ? undefined : { iso, label: dateFormat[style as DateStyle](bcp47).format(epochOf(iso)) };
});
