// The about, terms and privacy pages of one language, under the localized slugs
// of src/domain/language.ts, each listing its translations in all six languages.
import { LANGS, LANGUAGE_TABLE, type Lang, type StaticPageKind } from '../../../src/domain/language.ts';
import type { StaticPageText, SiteTexts } from './textTypes.ts';
import type { WireStaticPage } from './wireTypes.ts';
import { isoDate } from './wireDates.ts';
import type { MediaRegistry } from './mediaAssets.ts';
import { wordpressTitle } from './wordpressTitle.ts';

/** Pages were written once, long before the posts; a fixed date keeps them stable. */
const PAGES_DATE = new Date(Date.UTC(2024, 8, 16, 9, 30));

/**
 * Slugs a page had before an editor renamed it (the plugin keeps them in
 * `_wp_old_slug`): former → current. The English about page first went out as /en/about.
 */
export const FORMER_PAGE_SLUGS: Readonly<Partial<Record<Lang, Readonly<Record<string, string>>>>> = {
  en: { about: LANGUAGE_TABLE.en.slugs.about },
};

const translationsOf = (kind: StaticPageKind) =>
  LANGS.map((lang) => ({ lang, permalink: `/${lang}/${LANGUAGE_TABLE[lang].slugs[kind]}` }));

export const buildStaticPages = (lang: Lang, langIndex: number, site: SiteTexts, media: MediaRegistry): WireStaticPage[] => {
  const facts = LANGUAGE_TABLE[lang];
  const page = (kind: StaticPageKind, text: StaticPageText, id: number, template: string): WireStaticPage => ({
    id,
    date: isoDate(PAGES_DATE),
    title: wordpressTitle(text.title),
    content: text.content,
    excerpt: text.excerpt,
    link: `/${lang}/${facts.slugs[kind]}`,
    translations: translationsOf(kind),
    template,
  });
  const about = page('about', site.about, 2 + langIndex * 10, 'page-about');
  return [
    {
      ...about,
      structured_data: {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: site.about.title,
        description: site.about.excerpt,
        inLanguage: facts.bcp47,
        // Root-relative like every link of the demo: the site makes it absolute with its own origin.
        url: about.link,
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: 'Newsdesk',
          logo: { '@type': 'ImageObject', url: media.art('orbits', 'newsdesk-logo', 512, 512) },
        },
      },
    },
    page('terms', site.terms, 3 + langIndex * 10, 'page-legal'),
    page('privacy', site.privacy, 4 + langIndex * 10, 'page-legal'),
  ];
};
