// UI texts by key (web/i18n/{lang}.json). Kept free of fp-ts: the browser imports it.

/** A flat dictionary of UI texts by key (error404, tocTitle, …), one per language. */
export type Texts = Readonly<Record<string, string>>;

/** A UI text by key, `{name}` placeholders filled; a missing key shows itself. */
export const text = (texts: Texts, key: string, vars: Readonly<Record<string, string | number>> = {}): string =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));

export const brandOf = (texts: Texts): string => texts['brand'] ?? 'Newsdesk';
