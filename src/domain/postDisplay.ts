// How a post shows on a card and in an article header (spec section 3, "Post display").
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode } from 'domhandler';
import type { OutboundLink, Post } from './content.ts';
import { languageFacts, type Lang } from './language.ts';
import { postPublishedAt } from './publicationDates.ts';
import { displayDate, type DisplayDate } from './readerFormats.ts';
import { imageSrcSet } from './responsiveImage.ts';
import { titleText } from './titleText.ts';
import { rememberByObject, rememberByText } from './remember.ts';
import { urls } from './urls.ts';

export const DEFAULT_THUMBNAIL = '/assets/default-thumbnail.svg';

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

/**
 * Prefers a subcategory name, then a parent name; HTML stripped. `categories.sub|parent` are
 * the same facts in another response shape, so each is a fallback for its own level.
 */
export const categoryLabel = (post: Post): string =>
  [post.sub_category?.name, post.categories?.sub?.name, post.parent_category?.name, post.categories?.parent?.name]
    .map((name) => stripHtml(name ?? ''))
    .find((label) => label !== '') ?? '';

export interface PostRating {
  readonly average: number;
  readonly votes: number;
  readonly value: number;
}

export const postRating = (post: Post): PostRating => {
  const first = post.votes?.[0];
  return { average: first?.average ?? 0, votes: first?.votes ?? 0, value: first?.value ?? 0 };
};

export const postViews = (post: Post): number => post.views ?? 0;

/** A post's category and subcategory slugs, from whichever response shape carries them. */
export const postCategorySlugs = (post: Post): { readonly parent: string | undefined; readonly sub: string | undefined } => ({
  parent: post.parent_category?.slug || post.categories?.parent?.slug,
  sub: post.sub_category?.slug || post.categories?.sub?.slug,
});

/** The canonical article URL when both category slugs are known, else the /article/ form. */
export const postHref = (lang: Lang, post: Post): string => {
  const slug = post.name || String(post.id);
  const { parent, sub } = postCategorySlugs(post);
  return parent && sub ? urls.article(lang, parent, sub, slug) : urls.articleBySlug(lang, slug);
};

export interface PostCard {
  readonly id: number;
  readonly title: string;
  readonly href: string;
  readonly image: string;
  readonly imageLarge: string;
  /** Every size WordPress gives, for `srcset`; '' with the default thumbnail. */
  readonly srcSet: string;
  readonly alt: string;
  readonly categoryLabel: string;
  /** The publication date in the language's words; absent when the post has no usable date. */
  readonly published?: DisplayDate;
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
  const title = titleText(post.title);
  const alt = post.alt_text?.trim();
  const published = displayDate(languageFacts(lang).bcp47, postPublishedAt(post));
  // `||` rather than `??`: WordPress sends '' for a missing image, which is no value.
  return {
    id: post.id,
    title,
    href: postHref(lang, post),
    image: post.image_medium || post.image || post.thumbnail || DEFAULT_THUMBNAIL,
    imageLarge: post.image || post.image_medium || post.thumbnail || DEFAULT_THUMBNAIL,
    srcSet: imageSrcSet(post),
    alt: alt ? alt : title,
    categoryLabel: categoryLabel(post),
    ...(published ? { published } : {}),
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
