// schema.org JSON-LD for search engines (docs/product.md#structured-data). Plain objects: the
// renderer serializes them escaped (safeJson.ts) into one script.

import type { Author, Rating } from './content.ts';
import type { Lang } from './language.ts';
import { urls } from './urls.ts';
import type { SocialProfile } from './socialProfiles.ts';

const LOGO_PATH = '/favicon.svg';

export interface SiteIdentity {
  readonly siteOrigin: string;
  readonly brand: string;
}

const publisher = ({ siteOrigin, brand }: SiteIdentity) => ({
  '@type': 'Organization',
  name: brand,
  url: siteOrigin,
  logo: { '@type': 'ImageObject', url: `${siteOrigin}${LOGO_PATH}` },
});

/** The newsroom itself (home): its own profiles elsewhere, when it configured some, tie them to one entity. */
export const organization = (site: SiteIdentity, profiles: readonly SocialProfile[] = []): object => ({
  '@context': 'https://schema.org',
  ...publisher(site),
  ...(profiles.length > 0 ? { sameAs: profiles.map((p) => p.href) } : {}),
});

/** Where a search engine's sitelinks search box puts the reader's query. */
const SEARCH_TERM = '{search_term_string}';

/** The site search box: the search screen takes the query in `q`. */
export const webSite = (site: SiteIdentity, lang: Lang, bcp47: string): object => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: site.brand,
  url: `${site.siteOrigin}${urls.home(lang)}`,
  inLanguage: bcp47,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.siteOrigin}${urls.search(lang, SEARCH_TERM).replace(encodeURIComponent(SEARCH_TERM), SEARCH_TERM)}` },
    'query-input': 'required name=search_term_string',
  },
});

export interface CrumbInput {
  readonly name: string;
  readonly path?: string;
}

export const breadcrumbList = (site: SiteIdentity, crumbs: readonly CrumbInput[]): object => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...(crumb.path ? { item: `${site.siteOrigin}${crumb.path}` } : {}),
  })),
});

/** An image with its pixel size: Google picks the preview it shows by width (1200 px and up for a large one). */
interface ArticleImage {
  /** Absolute. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface ArticleInput {
  readonly url: string;
  readonly headline: string;
  readonly description: string;
  readonly image: ArticleImage;
  readonly datePublished: string;
  readonly dateModified?: string;
  readonly bcp47: string;
  readonly section?: string;
  readonly views: number;
  readonly rating: Pick<Rating, 'average' | 'votes'>;
  /** Who wrote it; without one, the newsroom signs it. */
  readonly author?: PersonInput;
  /** The same story in other languages (src/domain/translations.ts): what it was translated from, or its translations. */
  readonly translations?: ArticleTranslations;
}

/** A version of the article in another language: its absolute URL and BCP 47 tag. */
interface ArticleVersion {
  readonly url: string;
  readonly bcp47: string;
}

/**
 * The original, when it is another version, makes this one its translation
 * (translationOfWork); otherwise the other versions are this one's translations
 * (workTranslation): the original names them all, and a cluster without a known
 * original links each version to the others.
 */
export interface ArticleTranslations {
  readonly original?: ArticleVersion;
  readonly others: readonly ArticleVersion[];
}

const articleRef = (version: ArticleVersion) => ({ '@type': 'NewsArticle', '@id': version.url, url: version.url, inLanguage: version.bcp47 });

const translationLinks = (translations: ArticleTranslations | undefined): object => {
  if (!translations || translations.others.length === 0) return {};
  if (translations.original) return { translationOfWork: articleRef(translations.original) };
  return { workTranslation: translations.others.map(articleRef) };
};

/** One of the newsroom's authors, as the core has them, and `url` their author page (absolute). */
export type PersonInput = Author & { readonly url: string };

/**
 * An author as a schema.org Person, whether signing an article or the subject of
 * their page: a new field of the author that search engines should read is named
 * here once (in schema.org's words), and both carry it.
 */
const person = (p: PersonInput) => ({ '@type': 'Person', name: p.name, url: p.url });

/** Google truncates longer headlines; the spec counts reads as an interaction statistic. */
export const newsArticle = (site: SiteIdentity, a: ArticleInput): object => ({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
  headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
  description: a.description,
  image: [{ '@type': 'ImageObject', url: a.image.url, width: a.image.width, height: a.image.height }],
  ...(a.datePublished ? { datePublished: a.datePublished, dateModified: a.dateModified || a.datePublished } : {}),
  // Google asks for the people who wrote it, each with a page about them; the newsroom when no one is named.
  author: a.author ? person(a.author) : { '@type': 'Organization', name: site.brand, url: site.siteOrigin },
  publisher: publisher(site),
  inLanguage: a.bcp47,
  ...translationLinks(a.translations),
  ...(a.section ? { articleSection: a.section } : {}),
  interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: a.views },
  // docs/product.md#structured-data: an aggregate rating only when the average is above 0.
  ...(a.rating.average > 0 && a.rating.votes > 0
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: a.rating.average, ratingCount: a.rating.votes, bestRating: 5, worstRating: 1 } }
    : {}),
});

/**
 * An author's page: Google reads a profile page as the person it is about (mainEntity),
 * there with their biography (left out when empty) and their picture (`image`, the
 * avatar made absolute; left out when the newsroom gives none).
 */
export const profilePage = (p: PersonInput & { readonly image?: string }, bcp47: string): object => ({
  '@context': 'https://schema.org',
  '@type': 'ProfilePage',
  url: p.url,
  inLanguage: bcp47,
  mainEntity: {
    ...person(p),
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
  },
});
