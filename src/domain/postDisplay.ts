// How a post shows on a card and in an article header (docs/product.md#post-display).
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode } from 'domhandler';
import type { ExtractSegment, OutboundLink, Post, PostImages, Rating } from './content.ts';
import { languageFacts, type Lang } from './language.ts';
import { displayDate, type DisplayDate } from './readerFormats.ts';
import { imageSrcSet } from './responsiveImage.ts';
import { rememberByObject, rememberByText } from './remember.ts';
import type { SafeHtml } from './safeHtml.ts';
import { urls } from './urls.ts';

/**
 * The default thumbnail (docs/product.md#post-display), for a post without an image: the newsroom's
 * letter tile in the sizes WordPress gives a cover, so that a card or a hero
 * takes the file of its own size from the srcset as it would a real cover's.
 */
export const DEFAULT_IMAGES = {
  full: '/assets/default-thumbnail-1024x574.svg',
  medium: '/assets/default-thumbnail-512x287.svg',
  thumbnail: '/assets/default-thumbnail-300x168.svg',
} as const satisfies Required<PostImages>;

/** The post's images, or the default thumbnail's when it has none. */
export const imagesOrDefault = (images: PostImages): PostImages =>
  images.full?.trim() || images.medium?.trim() || images.thumbnail?.trim() ? images : DEFAULT_IMAGES;

/** Elements whose text is code or markup, never words a reader should see on a card. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that separate words: '<p>a</p><p>b</p>' reads 'a b', not 'ab'. */
const BREAKS = new Set([
  'br', 'p', 'div', 'li', 'ul', 'ol', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre',
  'table', 'tr', 'td', 'th', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'hr',
]);

const textOf = (nodes: readonly ChildNode[]): string =>
  nodes
    .map((node) => {
      if (isText(node)) return node.data;
      if (!isTag(node) || NOT_TEXT.has(node.name)) return ''; // comments, directives
      const inner = textOf(node.children);
      return BREAKS.has(node.name) ? ` ${inner} ` : inner;
    })
    .join('');

/**
 * Text of an HTML fragment: tags dropped, entities decoded (named and numeric, by the
 * parser), whitespace (including &nbsp;) collapsed and trimmed.
 */
export const stripHtml = rememberByText((html: string): string =>
  html === '' ? '' : textOf(parseDocument(html, { decodeEntities: true }).children).replace(/\s+/g, ' ').trim(),
);

/** Prefers the subcategory's name, then the parent's (names are text already: the adapter stripped their HTML). */
export const categoryLabel = (post: Pick<Post, 'category' | 'subcategory'>): string => post.subcategory?.name || post.category?.name || '';

/** docs/product.md#content-model: the first entry of `votes`, each number 0 when missing, all zeros without one. */
export const ratingOf = (votes: readonly Partial<Rating>[] | undefined): Rating => {
  const first = votes?.[0];
  return { average: first?.average ?? 0, votes: first?.votes ?? 0 };
};

/** docs/product.md#post-display: views default to 0. */
export const viewsOf = (views: number | undefined): number => views ?? 0;

/** The canonical article URL when both category slugs are known, else the /article/ form. */
export const postHref = (lang: Lang, post: Pick<Post, 'slug' | 'category' | 'subcategory'>): string =>
  post.category && post.subcategory
    ? urls.article(lang, post.category.slug, post.subcategory.slug, post.slug)
    : urls.articleBySlug(lang, post.slug);

export interface PostCard {
  readonly id: number;
  /** Text; '' for a post with no title and no text, which the card names "untitled" in the reader's language. */
  readonly title: string;
  /** The title's inline markup (src/domain/content.ts); absent when it is plain text. */
  readonly titleHtml?: SafeHtml;
  readonly href: string;
  readonly image: string;
  readonly imageLarge: string;
  /** Every size WordPress gives (or the default thumbnail's), for `srcset`. */
  readonly srcSet: string;
  readonly alt: string;
  readonly categoryLabel: string;
  /** The publication date in the language's words; absent when the post has no usable date. */
  readonly published?: DisplayDate;
  /** A search result's text around the words searched, those words marked. */
  readonly extract?: readonly ExtractSegment[];
}

/** The lead story's card, which shows the excerpt too (HTML stripped). */
export interface LeadCard extends PostCard {
  readonly excerpt: string;
}

/** A post as a card in the reader's language: built once per post and language while the post lives. */
export const toPostCard = (lang: Lang, post: Post): PostCard => cardOf(post, lang);

export const toLeadCard = (lang: Lang, post: Post): LeadCard => ({ ...cardOf(post, lang), excerpt: post.excerpt ? stripHtml(post.excerpt) : '' });

const cardOf = rememberByObject((post: Post, lang: string): PostCard => buildCard(lang as Lang, post));

const buildCard = (lang: Lang, post: Post): PostCard => {
  const images = imagesOrDefault(post.images);
  const published = displayDate(languageFacts(lang).bcp47, post.publishedAt);
  return {
    id: post.id,
    title: post.title,
    ...(post.titleHtml ? { titleHtml: post.titleHtml } : {}),
    href: postHref(lang, post),
    // A grid card is small: the medium size first; the large card the full one.
    image: images.medium || images.full || images.thumbnail || DEFAULT_IMAGES.medium,
    imageLarge: images.full || images.medium || images.thumbnail || DEFAULT_IMAGES.full,
    srcSet: imageSrcSet(images),
    alt: post.altText || post.title,
    categoryLabel: categoryLabel(post),
    ...(published ? { published } : {}),
    ...(post.extract ? { extract: post.extract } : {}),
  };
};

/** The domain shown for an outbound link: its own, else the URL host without a leading www. */
export const outboundLinkDomain = (link: OutboundLink): string => {
  if (link.domain?.trim()) return link.domain.trim();
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};
