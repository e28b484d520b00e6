// io-ts codecs from WordPress's wire format to the entities of src/domain/content.ts.
import * as t from 'io-ts';
import type {
  Category, CategoryRef, InlineMediaItem, OutboundLink, PaginatedPosts, PageTranslation, PopularSearch, Post,
  SearchResults, StaticPage, Suggestion, Vote,
} from '../../../src/domain/content.ts';
import { compact, LenientBoolean, LenientNumber, LenientString, Opaque, optionalOf, refined, tolerantArrayOf } from './lenient.ts';

/** `id`, or `ID` as some WordPress endpoints spell it. */
const idOf = (raw: { id?: number | undefined; ID?: number | undefined }): number | undefined => raw.id ?? raw.ID;

export const CategoryRefCodec = refined<{ slug?: string | undefined; name?: string | undefined }, CategoryRef>(
  'CategoryRef',
  t.partial({ slug: LenientString, name: LenientString }),
  (raw) => (raw.slug ? { slug: raw.slug, name: raw.name ?? '' } : 'a category reference needs a slug'),
);

export const VoteCodec = refined('Vote', t.partial({ average: LenientNumber, votes: LenientNumber, value: LenientNumber }), (raw): Vote => ({
  average: raw.average ?? 0,
  votes: raw.votes ?? 0,
  value: raw.value ?? 0,
}));

export const OutboundLinkCodec = refined(
  'OutboundLink',
  t.partial({ title: LenientString, url: LenientString, domain: LenientString, image: LenientString, description: LenientString }),
  (raw): OutboundLink | string =>
    raw.url ? compact({ title: raw.title ?? raw.url, url: raw.url, domain: raw.domain, image: raw.image, description: raw.description }) : 'an outbound link needs a url',
);

export const InlineMediaCodec = refined(
  'InlineMediaItem',
  t.partial({
    slot_id: LenientString, kind: LenientString, asset_url: LenientString, content_type: LenientString, width: LenientNumber,
    height: LenientNumber, alt_text: LenientString, caption: LenientString, page_url: LenientString, registrable_domain: LenientString,
    source_title: LenientString, source_description: LenientString, license_label: LenientString, safe_for_hotlink: LenientBoolean,
    priority: LenientBoolean,
  }),
  (raw): InlineMediaItem | string => {
    if (!raw.slot_id) return 'a media item needs a slot_id';
    const kind: InlineMediaItem['kind'] = raw.kind === 'video' ? 'video' : 'image';
    return compact({ ...raw, slot_id: raw.slot_id, kind });
  },
);

const PostFields = t.partial({
  id: LenientNumber, ID: LenientNumber, date: LenientString, datePublished: LenientString, dateCreated: LenientString,
  locale: LenientString, locale_bcp47: LenientString, image: LenientString, image_medium: LenientString, thumbnail: LenientString,
  alt_text: LenientString, name: LenientString, title: LenientString, title_h1: LenientString, keywords: LenientString,
  excerpt: LenientString, link: LenientString, url: LenientString, content: LenientString, permalink: LenientString,
  subtitle: LenientString, metadescription: LenientString, views: LenientNumber, votes: optionalOf(tolerantArrayOf(VoteCodec)),
  parent_category: optionalOf(CategoryRefCodec), sub_category: optionalOf(CategoryRefCodec),
  categories: optionalOf(t.partial({ parent: optionalOf(CategoryRefCodec), sub: optionalOf(CategoryRefCodec) })),
  index_slugs: Opaque, outbound_links: optionalOf(tolerantArrayOf(OutboundLinkCodec)), media_inline: optionalOf(tolerantArrayOf(InlineMediaCodec)),
  media_inline_count: LenientNumber, regenerated: LenientBoolean,
});

export const PostCodec = refined('Post', PostFields, (raw): Post | string => {
  const id = idOf(raw);
  if (id === undefined) return 'a post needs an id';
  if (raw.title === undefined) return 'a post needs a title';
  const { ID: _ID, categories, ...rest } = raw;
  return compact({ ...rest, id, title: raw.title, categories: categories ? compact(categories) : undefined });
});


export const CategoryCodec: t.Type<Category, unknown, unknown> = t.recursion('Category', () =>
  refined(
    'Category',
    t.partial({
      id: LenientNumber, ID: LenientNumber, term_id: LenientNumber, name: LenientString, slug: LenientString,
      description: LenientString, count: LenientNumber, link: LenientString, children: optionalOf(tolerantArrayOf(CategoryCodec)),
    }),
    (raw): Category | string => {
      const id = raw.id ?? raw.ID ?? raw.term_id;
      if (id === undefined || !raw.slug) return 'a category needs an id and a slug';
      return compact({ id, name: raw.name ?? raw.slug, slug: raw.slug, description: raw.description ?? '', count: raw.count ?? 0, link: raw.link, children: raw.children ?? [] });
    },
  ),
);

export const SuggestionCodec = refined(
  'Suggestion',
  t.partial({ id: LenientNumber, ID: LenientNumber, title: LenientString, name: LenientString, url: LenientString }),
  (raw): Suggestion | string => {
    const id = idOf(raw);
    if (id === undefined || !raw.title || !raw.name) return 'a suggestion needs an id, a title and a name';
    return compact({ id, title: raw.title, name: raw.name, url: raw.url });
  },
);

export const PopularSearchCodec = refined('PopularSearch', t.partial({ term: LenientString }), (raw): PopularSearch | string =>
  raw.term?.trim() ? { term: raw.term.trim() } : 'a popular search needs a term',
);

export const paginatedPostsCodec = (onDrop: (n: number) => void) =>
  refined(
    'PaginatedPosts',
    t.partial({
      current_page: LenientNumber, total_posts: LenientNumber, total_pages: LenientNumber, posts: optionalOf(tolerantArrayOf(PostCodec, onDrop)),
      prev_page_url: LenientString, next_page_url: LenientString,
    }),
    (raw): PaginatedPosts => compact({
      current_page: raw.current_page ?? 1,
      total_posts: raw.total_posts ?? raw.posts?.length ?? 0,
      total_pages: raw.total_pages ?? 1,
      posts: raw.posts ?? [],
      prev_page_url: raw.prev_page_url,
      next_page_url: raw.next_page_url,
    }),
  );

export const searchResultsCodec = (onDrop: (n: number) => void) =>
  refined(
    'CustomSearch',
    t.partial({
      suggest: LenientString, nposts: LenientNumber, npages: LenientNumber, response: optionalOf(tolerantArrayOf(PostCodec, onDrop)),
      prev_page_url: LenientString, next_page_url: LenientString,
    }),
    (raw): SearchResults => compact({
      suggest: raw.suggest,
      nposts: raw.nposts ?? raw.response?.length ?? 0,
      npages: raw.npages ?? 1,
      response: raw.response ?? [],
      prev_page_url: raw.prev_page_url,
      next_page_url: raw.next_page_url,
    }),
  );

const TranslationCodec = refined('PageTranslation', t.partial({ lang: LenientString, permalink: LenientString }), (raw): PageTranslation | string =>
  raw.lang && raw.permalink ? { lang: raw.lang, permalink: raw.permalink } : 'a translation needs lang and permalink',
);

export const StaticPageCodec = refined(
  'StaticPage',
  t.partial({
    id: LenientNumber, ID: LenientNumber, date: LenientString, title: LenientString, content: LenientString, excerpt: LenientString,
    link: LenientString, translations: optionalOf(tolerantArrayOf(TranslationCodec)), template: LenientString, structured_data: Opaque,
  }),
  (raw): StaticPage | string => {
    const id = idOf(raw);
    if (id === undefined || raw.title === undefined) return 'a page needs an id and a title';
    return compact({
      id, date: raw.date, title: raw.title, content: raw.content ?? '', excerpt: raw.excerpt, link: raw.link,
      translations: raw.translations ?? [], template: raw.template, structured_data: raw.structured_data,
    });
  },
);

export const relatedPostsCodec = (onDrop: (n: number) => void) =>
  refined('RelatedPosts', t.partial({ response: optionalOf(tolerantArrayOf(PostCodec, onDrop)) }), (raw): readonly Post[] => raw.response ?? []);
