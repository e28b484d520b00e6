// Builds the posts of one language from the shared editorial plan and that
// language's texts: 48 articles, shuffled with a per-language seed, the newest
// published at `now` (floored to the hour) and each next one five hours older.
import { LANGUAGE_TABLE, type Lang } from '../../../src/domain/language.ts';
import { foldText, htmlText, slugify } from '../textFolding.ts';
import { wordsOf } from '../searchQuery.ts';
import { intBetween, randomFor, type Random } from '../seededRandom.ts';
import { publishingOrder } from './publishingOrder.ts';
import { ARTICLES_PER_TOPIC, SECTION_PLAN, TOPIC_KEYS, TOPIC_PLACEMENTS, type TopicKey } from './topics.ts';
import type { Placement } from './categories.ts';
import type { ArticleTexts, SiteTexts } from './textTypes.ts';
import { COVER_SIZES, type MediaRegistry } from './mediaAssets.ts';
import { OUTBOUND_SOURCES } from './outboundSources.ts';
import { quirksAt, type PostQuirks } from './postQuirks.ts';
import { renderArticleHtml, type TocEntry } from './renderArticleHtml.ts';
import { buildInlineMedia } from './buildInlineMedia.ts';
import { articleArt } from './articleArt.ts';
import { EMBED_POSTER_SIZE, embeddedVideoOf, youtubeBlockHtml } from './embeddedVideos.ts';
import { buildOutboundLinks } from './buildOutboundLinks.ts';
import { updatedAfterHours } from './corrections.ts';
import { bylineOf } from './masthead.ts';
import { floorToHour, HOUR_MS, isoDate } from './wireDates.ts';
import type { WireCategoryRef, WirePost, WireTocEntry, WireVote } from './wireTypes.ts';
import { translationGroupOf } from './translationGroups.ts';
import { wordpressTitle } from './wordpressTitle.ts';

const POSTS_PER_LANGUAGE = TOPIC_KEYS.length * ARTICLES_PER_TOPIC;
const PUBLISH_INTERVAL_HOURS = 5;

export interface DemoPost {
  readonly id: number;
  readonly slug: string;
  /** 0 is the newest post of its language. */
  readonly position: number;
  readonly topic: TopicKey;
  /** Which of the topic's ARTICLES_PER_TOPIC articles it is: with the topic, the story every language tells. */
  readonly variant: number;
  /** Its translation group (translationGroups.ts): the story's key when the story is linked in this language, else null. */
  readonly group: string | null;
  readonly placement: Placement;
  readonly publishedAt: Date;
  /** Views as a number (0 when the post has none), for the popular list. */
  readonly popularity: number;
  readonly full: WirePost;
  /** Slugs it had before (WordPress's `_wp_old_slug`): get_post answers them with the post under its current slug. */
  readonly formerSlugs: readonly string[];
  readonly upperCaseIdInListings: boolean;
  /** Accent-free lower-case text, for search. */
  readonly folded: { readonly title: string; readonly excerpt: string; readonly body: string };
  /** The same as words (searchQuery.ts's wordsOf), as search compares them. */
  readonly words: { readonly title: readonly string[]; readonly excerpt: readonly string[]; readonly body: readonly string[] };
  /** The body as plain text, as written: what a search result's extract quotes. */
  readonly bodyText: string;
}

/** A post before the dataset links its translations (linkTranslations.ts): its wire post has none yet. */
export type UnlinkedPost = Omit<DemoPost, 'full'> & { readonly full: Omit<WirePost, 'translations'> };

export interface BuildPostsInput {
  readonly lang: Lang;
  readonly langIndex: number;
  readonly now: Date;
  readonly articles: ArticleTexts;
  readonly site: SiteTexts;
  readonly media: MediaRegistry;
}

const META_DESCRIPTION_LENGTH = 158;

const clip = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

const tocField = (toc: readonly TocEntry[], quirks: PostQuirks): readonly WireTocEntry[] | string => {
  const entries: WireTocEntry[] = quirks.tocAsIdTitle ? toc.map(({ slug, name }) => ({ id: slug, title: name })) : [...toc];
  return quirks.tocAsJsonString ? JSON.stringify(entries) : entries;
};

const viewsField = (views: number, quirks: PostQuirks): Pick<WirePost, 'views'> => {
  switch (quirks.views) {
    case 'missing': return {};
    case 'null': return { views: null };
    case 'string': return { views: String(views) };
    case 'number': return { views };
  }
};

const votesField = (random: Random, position: number, quirks: PostQuirks): WireVote[] => {
  const average = Math.round((3.1 + random() * 1.8) * 10) / 10;
  const votes = intBetween(random, 3, 40 + position * 4);
  if (quirks.noVotes) return [{ average: 0, votes: 0, value: 0 }];
  if (quirks.votesAsStrings) return [{ average: String(average), votes: String(votes), value: Math.round(average) }];
  return [{ average, votes, value: Math.round(average) }];
};

export const buildPosts = ({ lang, langIndex, now, articles, site, media }: BuildPostsInput): UnlinkedPost[] => {
  const facts = LANGUAGE_TABLE[lang];
  const random = randomFor(`posts:${lang}`);
  const articlesToPublish = TOPIC_KEYS.flatMap((topic) => Array.from({ length: ARTICLES_PER_TOPIC }, (_, variant) => ({ topic, variant })));
  const plan = publishingOrder(random, articlesToPublish, (article) => article.topic);
  const newest = floorToHour(now).getTime();
  const usedSlugs = new Set<string>();
  const aboutUrl = `/${lang}/${facts.slugs.about}`;

  return plan.map(({ topic, variant }, position): UnlinkedPost => {
    const text = articles[topic];
    const headline = text.headlines[variant]!;
    const placement = TOPIC_PLACEMENTS[topic][variant]!;
    const quirks = quirksAt(position);

    const parentText = site.categories[placement.parent];
    const subText = placement.sub ? site.categories[placement.sub] : undefined;
    const parentRef: WireCategoryRef = { slug: parentText.slug, name: parentText.name };
    const subRef: WireCategoryRef | undefined = subText ? { slug: subText.slug, name: subText.name } : undefined;

    let slug = slugify(headline.title);
    for (let k = 2; usedSlugs.has(slug); k += 1) slug = `${slugify(headline.title)}-${k}`;
    usedSlugs.add(slug);
    // Posts without a subcategory have no canonical category path: the /article/ form is theirs.
    const link = subRef ? `/${lang}/${parentRef.slug}/${subRef.slug}/${slug}` : `/${lang}/article/${slug}`;

    const publishedAt = new Date(newest - position * PUBLISH_INTERVAL_HOURS * HOUR_MS);
    const drafted = new Date(publishedAt.getTime() - intBetween(random, 25, 900) * 60_000);
    const updated = updatedAfterHours(position);
    const createdAt = updated === undefined ? drafted : new Date(publishedAt.getTime() + updated * HOUR_MS);
    const author = bylineOf(lang, topic);
    const baseViews = intBetween(random, 150, 3800) * (1 + position / 12);
    const views = Math.round(random() < 0.18 ? baseViews * 4 : baseViews);
    const votes = votesField(random, position, quirks);
    random(); // The draw that once picked a shared closing: kept, so the views and votes that follow keep their values.
    const closing = site.closings[topic][variant]!;

    const sections = [...SECTION_PLAN[variant]!.map((i) => text.sections[i]!), closing];
    // The standfirst shows above the body: the body opens with the lead alone.
    const summary = text.lead;
    const video = embeddedVideoOf(topic, variant);
    // The poster the plugin would have copied from YouTube: one drawing per video, on the demo's own media.
    const embedHtml = video && youtubeBlockHtml(video, lang, media.art(video.posterMotif, `embed-${video.youtubeId}`, EMBED_POSTER_SIZE.width, EMBED_POSTER_SIZE.height));
    const rendered = renderArticleHtml({ summary, sections, withVideoSlot: quirks.video, ...(embedHtml ? { embedHtml } : {}) });
    const bodyText = htmlText(rendered.html);

    // The subject's motifs (articleArt.ts); the article's own colours and composition (one seed, every size and language).
    const seedKey = `${topic}-${variant}`;
    const art = articleArt(topic, variant);
    const cover = quirks.noImage
      ? {}
      : {
          image: media.art(art.cover, seedKey, COVER_SIZES.image.width, COVER_SIZES.image.height),
          image_medium: media.art(art.cover, seedKey, COVER_SIZES.image_medium.width, COVER_SIZES.image_medium.height),
          thumbnail: media.art(art.cover, seedKey, COVER_SIZES.thumbnail.width, COVER_SIZES.thumbnail.height),
          image_full: media.art(art.cover, seedKey, COVER_SIZES.image_full.width, COVER_SIZES.image_full.height),
          image_full_width: COVER_SIZES.image_full.width,
          image_full_height: COVER_SIZES.image_full.height,
        };
    const altText = quirks.altText === 'null' ? null : quirks.altText === 'empty' ? '' : site.artAlt[art.cover];
    const mediaInline = buildInlineMedia({
      slots: rendered.slots, art, seedKey, captions: text.captions, site, aboutUrl, media, upperCaseSlotId: quirks.upperCaseSlotId,
    });

    const full: Omit<WirePost, 'translations'> = {
      id: 5000 + langIndex * 1000 + (POSTS_PER_LANGUAGE - position),
      date: isoDate(publishedAt),
      datePublished: isoDate(publishedAt),
      dateCreated: isoDate(createdAt),
      locale: facts.locale,
      locale_bcp47: facts.bcp47,
      ...cover,
      ...(quirks.noImage ? {} : { alt_text: altText }),
      name: slug,
      title: wordpressTitle(headline.title, headline.emphasis),
      title_h1: wordpressTitle(headline.title, headline.emphasis),
      subtitle: headline.subtitle,
      excerpt: headline.subtitle,
      metadescription: clip(`${headline.subtitle} ${summary}`, META_DESCRIPTION_LENGTH),
      keywords: [...text.keywords, parentText.name, ...(subText ? [subText.name] : [])].join(', '),
      content: rendered.html,
      link,
      url: link,
      permalink: link,
      ...viewsField(views, quirks),
      votes,
      parent_category: parentRef,
      ...(subRef ? { sub_category: subRef } : {}),
      categories: subRef ? { parent: parentRef, sub: subRef } : { parent: parentRef },
      index_slugs: tocField(rendered.toc, quirks),
      outbound_links: buildOutboundLinks(OUTBOUND_SOURCES[topic], variant, 3 + (position % 3), site, media),
      media_inline: mediaInline,
      media_inline_count: mediaInline.length,
      regenerated: quirks.regenerated,
      ...(author ? { author } : {}),
    };

    return {
      id: full.id,
      slug,
      position,
      topic,
      variant,
      group: translationGroupOf(topic, variant, lang),
      placement,
      publishedAt,
      popularity: quirks.views === 'missing' || quirks.views === 'null' ? 0 : views,
      full,
      formerSlugs: quirks.renamed ? [`${slug}-draft`] : [],
      upperCaseIdInListings: quirks.upperCaseIdInListings,
      folded: { title: foldText(headline.title), excerpt: foldText(headline.subtitle), body: foldText(bodyText) },
      words: { title: wordsOf(headline.title), excerpt: wordsOf(headline.subtitle), body: wordsOf(bodyText) },
      bodyText,
    };
  });
};
