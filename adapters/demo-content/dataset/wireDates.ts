// The two date spellings of the contract: ISO 8601 with an offset (WordPress's
// `c` format) almost everywhere, dd/mm/yyyy in category listings. Both in UTC so
// the dataset does not depend on the machine's time zone.

const pad = (value: number): string => String(value).padStart(2, '0');

export const isoDate = (date: Date): string =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+00:00`;

export const dayMonthYear = (date: Date): string =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

export const HOUR_MS = 3_600_000;

export const floorToHour = (date: Date): Date => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
