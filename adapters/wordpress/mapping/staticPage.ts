// A static page from the wire: its title's text and inline markup (a page
// without one named by its opening words, as a post is), content and excerpt sanitized.
import type { StaticPage } from '../../../src/domain/content.ts';
import { isLang } from '../../../src/domain/language.ts';
import { toW3cDate } from '../../../src/domain/publicationDates.ts';
import type { WireStaticPage } from '../codecs/staticPage.ts';
import type { SanitizeEditorialHtml } from '../sanitizeEditorialHtml.ts';
import { compact } from './compact.ts';
import { titleOrOpeningWords, toTitle } from './title.ts';

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The slug of a link of the contract's form `/{lang}/{slug}` (or that path on an
 * origin), decoded as the router decodes it; undefined for a link of any other
 * form, which names no page of the site.
 */
const slugOfLink = (link: string | undefined): string | undefined => {
  const path = link?.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const segments = path?.startsWith('/') ? path.split('/').filter(Boolean) : [];
  if (segments.length !== 2 || !isLang(segments[0])) return undefined;
  try {
    return decodeURIComponent(segments[1]!);
  } catch {
    return undefined;
  }
};

export const toStaticPage = (wire: WireStaticPage, html: SanitizeEditorialHtml): StaticPage => {
  const content = html(wire.content ?? '');
  const excerpt = wire.excerpt ? html(wire.excerpt) : undefined;
  const title = titleOrOpeningWords(toTitle(wire.title), [excerpt, content]);
  return compact({
    slug: slugOfLink(wire.link),
    title: title.text,
    titleHtml: title.html,
    content,
    excerpt,
    publishedAt: toW3cDate(wire.date),
    translations: wire.translations ?? [],
    // WordPress's own JSON-LD for the page: the page head escapes it where it writes it.
    structuredData: isPlainObject(wire.structured_data) ? wire.structured_data : undefined,
  });
};
