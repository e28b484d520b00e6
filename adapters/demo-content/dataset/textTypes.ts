// The shape of the hand-written text of one language. The dataset builder
// combines these blocks with the shared plan (topics.ts, categories.ts), so a
// translation that forgets a topic or a category fails the type check.
import type { CategoryKey } from './categories.ts';
import type { TopicKey } from './topics.ts';

interface Subsection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

interface Quote {
  readonly text: string;
  readonly source: string;
}

/** One h2 section: paragraphs, then at most one of an h3 subsection, a list or a quote. */
export interface SectionText {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly subsection?: Subsection;
  readonly list?: readonly string[];
  readonly quote?: Quote;
}

interface Headline {
  readonly title: string;
  /** A full sentence: the standfirst, the excerpt, and the opening of the summary. */
  readonly subtitle: string;
}

interface TopicText {
  readonly keywords: readonly string[];
  readonly headlines: readonly [Headline, Headline, Headline, Headline];
  /** Follows the subtitle in the summary paragraph. */
  readonly lead: string;
  readonly sections: readonly [SectionText, SectionText, SectionText, SectionText, SectionText];
  /** Captions of the two inline images. */
  readonly captions: readonly [string, string];
}

export type ArticleTexts = Readonly<Record<TopicKey, TopicText>>;

interface CategoryText {
  readonly name: string;
  /** ASCII, lower case, hyphenated, unique in the language. */
  readonly slug: string;
  readonly description: string;
}

export interface StaticPageText {
  readonly title: string;
  readonly excerpt: string;
  /** Real HTML, several paragraphs. */
  readonly content: string;
}

/** The kinds of outbound sources; each language says in one line what such a link offers. */
export type SourceKind = 'paper' | 'report' | 'official' | 'docs' | 'news';

export interface SiteTexts {
  readonly categories: Readonly<Record<CategoryKey, CategoryText>>;
  /** Closing sections that fit any article; each article ends with one. */
  readonly closings: readonly SectionText[];
  /** Alt text of an illustration of each topic's motif (demoImages.ts draws them; the colours vary, so no colour is named). */
  readonly artAlt: Readonly<Record<TopicKey, string>>;
  readonly media: {
    readonly sourceTitle: string;
    readonly sourceDescription: string;
    readonly license: string;
    readonly videoAlt: string;
    readonly videoCaption: string;
  };
  readonly linkBlurbs: Readonly<Record<SourceKind, string>>;
  readonly popularSearches: readonly string[];
  readonly about: StaticPageText;
  readonly terms: StaticPageText;
  /** The newsroom's privacy page, which is its cookie policy too (docs/decisions/0025-our-own-privacy-page.md). */
  readonly privacy: StaticPageText;
}
