// The answers to requests refused before any rendering (bad input, a method we
// do not serve, a file that is not here): a small, complete, translated page
// for people, JSON for the endpoints scripts call, plain text for crawlers'
// documents. Built once per language and status: a flood of bad requests costs
// one lookup each. Nothing of the request is ever written back.
import { LANGS, languageFacts, type Lang } from '../../src/domain/language.ts';
import { brandOf, text } from '../../src/domain/translate.ts';
import type { Texts } from '../../src/domain/translate.ts';
import { escapeXml } from '../../src/domain/xml.ts';

export type RefusalStatus = 400 | 404 | 405 | 414;
export type RefusalFormat = 'html' | 'json' | 'text';

const KEYS: Readonly<Record<RefusalStatus, { readonly title: string; readonly text: string }>> = {
  400: { title: 'badRequestTitle', text: 'badRequestText' },
  404: { title: 'error404', text: 'firstSuggestion' },
  405: { title: 'methodNotAllowedTitle', text: 'methodNotAllowedText' },
  414: { title: 'uriTooLongTitle', text: 'uriTooLongText' },
};

const REASONS: Readonly<Record<RefusalStatus, string>> = { 400: 'bad request', 404: 'not found', 405: 'method not allowed', 414: 'URI too long' };

export interface Refusal {
  readonly contentType: string;
  readonly body: string;
}

const page = (lang: Lang, texts: Texts, status: RefusalStatus): string => {
  const title = escapeXml(text(texts, KEYS[status].title));
  return (
    `<!DOCTYPE html><html lang="${languageFacts(lang).bcp47}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title} | ${escapeXml(brandOf(texts))}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
    `<body><main><h1>${title}</h1><p>${escapeXml(text(texts, KEYS[status].text))}</p>` +
    `<p><a href="/${lang}">${escapeXml(text(texts, 'backToHome'))}</a></p></main></body></html>`
  );
};

export const createRefusals = (translations: Readonly<Record<Lang, Texts>>) => {
  const pages = new Map<string, Refusal>();
  for (const lang of LANGS) {
    for (const status of [400, 404, 405, 414] as const) pages.set(`${lang} ${status}`, { contentType: 'text/html; charset=utf-8', body: page(lang, translations[lang], status) });
  }
  return (status: RefusalStatus, lang: Lang, format: RefusalFormat): Refusal => {
    if (format === 'json') return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ error: REASONS[status] }) };
    if (format === 'text') return { contentType: 'text/plain; charset=utf-8', body: `${REASONS[status]}\n` };
    return pages.get(`${lang} ${status}`)!;
  };
};
