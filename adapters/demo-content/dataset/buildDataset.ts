// The whole demo dataset: six languages of posts, categories, pages and
// popular searches, plus the registry of local media. Built once per
// (now, mediaBase) and then only read: requests never rebuild anything, the
// posts' and categories' translations included.
import { LANGS, type Lang } from '../../../src/domain/language.ts';
import { buildPosts, type DemoPost, type UnlinkedPost } from './buildPosts.ts';
import { linkTranslations } from './linkTranslations.ts';
import { buildCategories, type CategoryIndex } from './buildCategories.ts';
import { buildStaticPages, FORMER_PAGE_SLUGS } from './buildStaticPages.ts';
import { createMediaRegistry, type MediaAsset } from './mediaAssets.ts';
import { LANGUAGE_TEXTS } from './languageTexts.ts';
import type { SiteTexts } from './textTypes.ts';
import type { WireStaticPage } from './wireTypes.ts';
import { buildVocabulary } from '../spellingSuggestion.ts';
import { htmlText } from '../textFolding.ts';

export interface LanguageDataset {
  readonly lang: Lang;
  /** Newest first. */
  readonly posts: readonly DemoPost[];
  readonly postBySlug: ReadonlyMap<string, DemoPost>;
  readonly postById: ReadonlyMap<number, DemoPost>;
  /** A slug a post had before it was renamed (WordPress's `_wp_old_slug`). */
  readonly postByFormerSlug: ReadonlyMap<string, DemoPost>;
  readonly categories: CategoryIndex;
  readonly pagesBySlug: ReadonlyMap<string, WireStaticPage>;
  /** A slug a page had before it was renamed → its current slug. */
  readonly pageFormerSlugs: ReadonlyMap<string, string>;
  readonly popularSearches: readonly { readonly term: string }[];
  /** The ten most viewed. */
  readonly popularPosts: readonly DemoPost[];
  /** Folded word → its spelling in titles and standfirsts, for "did you mean". */
  readonly vocabulary: ReadonlyMap<string, string>;
}

export interface DemoDataset {
  readonly now: Date;
  /** '' for root-relative media URLs, else an origin such as http://127.0.0.1:3100. */
  readonly mediaBase: string;
  readonly languages: Readonly<Record<Lang, LanguageDataset>>;
  /** Every file under /demo-media that the data references. */
  readonly media: ReadonlyMap<string, MediaAsset>;
}

export interface DemoDatasetOptions {
  readonly now?: Date;
  readonly mediaBase?: string;
}

/** The default `now`: the newest post is always fresh when the process starts. */
const MODULE_LOADED_AT = new Date();
const POPULAR_POSTS = 10;

export const buildDemoDataset = ({ now = MODULE_LOADED_AT, mediaBase = '' }: DemoDatasetOptions = {}): DemoDataset => {
  const media = createMediaRegistry(mediaBase.replace(/\/+$/, ''));
  const sites = Object.fromEntries(LANGS.map((lang) => [lang, LANGUAGE_TEXTS[lang].site])) as Record<Lang, SiteTexts>;
  // Every language's posts (and pages: media register in the order they always did) before the rest:
  // a post's translations are posts of the other languages.
  const built = LANGS.map((lang, langIndex) => ({
    posts: buildPosts({ lang, langIndex, now, articles: LANGUAGE_TEXTS[lang].articles, site: sites[lang], media }),
    pages: buildStaticPages(lang, langIndex, sites[lang], media),
  }));
  const linked = linkTranslations(Object.fromEntries(LANGS.map((lang, i) => [lang, built[i]!.posts])) as Record<Lang, UnlinkedPost[]>);
  const languages = Object.fromEntries(
    LANGS.map((lang, langIndex): [Lang, LanguageDataset] => {
      const site = sites[lang];
      const posts = linked[lang];
      const { pages } = built[langIndex]!;
      const popularPosts = [...posts].sort((a, b) => b.popularity - a.popularity || a.position - b.position).slice(0, POPULAR_POSTS);
      return [lang, {
        lang,
        posts,
        postBySlug: new Map(posts.map((post) => [post.slug, post])),
        postById: new Map(posts.map((post) => [post.id, post])),
        postByFormerSlug: new Map(posts.flatMap((post) => post.formerSlugs.map((former) => [former, post] as const))),
        categories: buildCategories(lang, langIndex, sites, posts),
        pagesBySlug: new Map(pages.map((page) => [page.link.split('/').pop() ?? '', page])),
        pageFormerSlugs: new Map(Object.entries(FORMER_PAGE_SLUGS[lang] ?? {})),
        popularSearches: site.popularSearches.map((term) => ({ term })),
        popularPosts,
        // Words search finds (titles and excerpts, the standfirsts), as the plugin's vocabulary: not keywords, which it does not search.
        // A title is HTML: its text, not its entities or tags.
        vocabulary: buildVocabulary(posts.map((post) => `${htmlText(post.full.title)} ${post.full.subtitle}`)),
      }];
    }),
  ) as Record<Lang, LanguageDataset>;
  return { now, mediaBase, languages, media: media.assets };
};

const cache = new Map<string, DemoDataset>();

/** The dataset for these options, built on first use; the site and its loopback server share one. */
export const demoDataset = (options: DemoDatasetOptions = {}): DemoDataset => {
  const key = `${(options.now ?? MODULE_LOADED_AT).toISOString()}|${options.mediaBase ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const dataset = buildDemoDataset(options);
  cache.set(key, dataset);
  return dataset;
};
