import type { Translations } from '../ports/TranslationsPort.ts';

/** A UI text by key, `{name}` placeholders filled; a missing key shows itself. */
export const text = (texts: Translations, key: string, vars: Readonly<Record<string, string | number>> = {}): string =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));

export const brandOf = (texts: Translations): string => texts['brand'] ?? 'Newsdesk';
