// A post from the wire into the core's Post: one shape per fact, text where the
// page shows text, SafeHtml where it shows markup (the body, the excerpt, a
// title's inline markup), W3C dates, usable URLs.
import type { Post } from '../../../src/domain/content.ts';
import { ratingOf, stripHtml, viewsOf } from '../../../src/domain/postDisplay.ts';
import { firstReadableDate, toW3cDate } from '../../../src/domain/publicationDates.ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';
import { parseTocItems } from '../../../src/domain/tableOfContents.ts';
import type { WirePost } from '../codecs/post.ts';
import type { SanitizeEditorialHtml } from '../sanitizeEditorialHtml.ts';
import { toAuthor } from './author.ts';
import { compact } from './compact.ts';
import { toExtract } from './extract.ts';
import { toOriginalImage } from './originalImage.ts';
import { toCategoryRef, toInlineMediaItem, toOutboundLink } from './postParts.ts';
import { titleOrOpeningWords, toTitle } from './title.ts';
import { toTranslations } from './translations.ts';

/** Text of a field that may hold markup; undefined when nothing is left. */
const textOf = (raw: string | undefined): string | undefined => stripHtml(raw ?? '') || undefined;

/** `keywords` is one comma-separated string on the wire. */
const keywordsOf = (raw: string | undefined): string[] => (raw ?? '').split(',').map((k) => k.trim()).filter(Boolean);

export const toPost = (wire: WirePost, html: SanitizeEditorialHtml): Post => {
  const excerpt = wire.excerpt ? html(wire.excerpt) : undefined;
  const content = wire.content ? html(wire.content) : undefined;
  // A post without a title is named by its opening words: listings carry the excerpt, which the body's beginning stands in for.
  const title = titleOrOpeningWords(toTitle(wire.title), [excerpt, content]);
  const ownHeadline = toTitle(wire.title_h1);
  const headline = ownHeadline.text !== '' ? ownHeadline : title;
  return compact({
    id: wire.id,
    // `||`: WordPress sends '' for a missing name, which is no slug.
    slug: wire.name || String(wire.id),
    title: title.text,
    titleHtml: title.html,
    headline: headline.text,
    headlineHtml: headline.html,
    subtitle: textOf(wire.subtitle),
    excerpt,
    metaDescription: textOf(wire.metadescription),
    keywords: keywordsOf(wire.keywords),
    publishedAt: firstReadableDate(wire.datePublished, wire.date, wire.dateCreated),
    createdAt: toW3cDate(wire.dateCreated),
    images: compact({ full: siteOrHttpUrl(wire.image), medium: siteOrHttpUrl(wire.image_medium), thumbnail: siteOrHttpUrl(wire.thumbnail) }),
    originalImage: toOriginalImage(wire.image_full, wire.image_full_width, wire.image_full_height),
    altText: wire.alt_text?.trim() || undefined,
    views: viewsOf(wire.views),
    rating: ratingOf(wire.votes),
    // Two shapes of the same facts: the flat fields, else the `categories` object.
    category: toCategoryRef(wire.parent_category ?? wire.categories?.parent),
    subcategory: toCategoryRef(wire.sub_category ?? wire.categories?.sub),
    toc: parseTocItems(wire.index_slugs),
    outboundLinks: (wire.outbound_links ?? []).map(toOutboundLink),
    media: (wire.media_inline ?? []).map(toInlineMediaItem),
    content,
    regenerated: wire.regenerated ?? false,
    extract: toExtract(wire.extract),
    author: wire.author ? toAuthor(wire.author) : undefined,
    translations: toTranslations(wire.translations),
  });
};
