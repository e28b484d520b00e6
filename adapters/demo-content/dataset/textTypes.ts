// The shape of the hand-written text of one language. The dataset builder
// combines these blocks with the shared plan (topics.ts, categories.ts), so a
// translation that forgets a topic or a category fails the type check.
import type { ArtMotif } from '../art/motifs.ts';
import type { CategoryKey } from './categories.ts';
import type { SourceId } from './outboundSources.ts';
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
  /** Text. */
  readonly title: string;
  /** A phrase of the title the editors set in italics (a term): the demo's title then carries inline markup, as WordPress allows. */
  readonly emphasis?: string;
  /** A full sentence: the standfirst and the excerpt (and the meta description's opening), never repeated in the body. */
  readonly subtitle: string;
}

interface TopicText {
  readonly keywords: readonly string[];
  readonly headlines: readonly [Headline, Headline, Headline, Headline];
  /** The body's opening paragraph (the summary), after the standfirst the page shows above it. */
  readonly lead: string;
  readonly sections: readonly [SectionText, SectionText, SectionText, SectionText, SectionText];
  /** Captions of the two inline images: what the story says around them, never a description of the drawing (its alt text does that). */
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

/** Article v of a topic ends with the topic's closings[v], written for that article. */
export type ClosingTexts = Readonly<Record<TopicKey, readonly [SectionText, SectionText, SectionText, SectionText]>>;

export interface SiteTexts {
  readonly categories: Readonly<Record<CategoryKey, CategoryText>>;
  /** Each article's own closing section (closingTexts/), so no two articles end on the same paragraph. */
  readonly closings: ClosingTexts;
  /** Alt text of each motif (art/motifs.ts draws them; the colours vary, so no colour is named). */
  readonly artAlt: Readonly<Record<ArtMotif, string>>;
  readonly media: {
    readonly sourceTitle: string;
    readonly sourceDescription: string;
    readonly license: string;
    readonly videoAlt: string;
    readonly videoCaption: string;
  };
  /** A line on what each further-reading source offers (sourceDescriptions/), written for that source. */
  readonly sourceDescriptions: Readonly<Record<SourceId, string>>;
  readonly popularSearches: readonly string[];
  readonly about: StaticPageText;
  readonly terms: StaticPageText;
  /** The newsroom's privacy page, which is its cookie policy too (docs/decisions/0025-our-own-privacy-page.md). */
  readonly privacy: StaticPageText;
}
