// The demo dataset (adapters/demo-content) as an import bundle for
// import-demo.php: plain JSON in WordPress's terms (categories, posts, pages,
// attachments, meta as the plugin's README stores it) plus the media files.
// URLs of the dataset's media stay as /demo-media/... here; the PHP side
// rewrites each to the URL of its upload.
import { posix } from 'node:path';
import { decodeHTML } from 'entities';
import { LANGS, staticPageKindOf, type Lang, type StaticPageKind } from '../../src/domain/language.ts';
import type { DemoDataset, LanguageDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import type { DemoPost } from '../../adapters/demo-content/dataset/buildPosts.ts';
import type { CategoryIndex } from '../../adapters/demo-content/dataset/buildCategories.ts';
import { MEDIA_PREFIX } from '../../adapters/demo-content/dataset/mediaAssets.ts';
import type { WireAuthor, WirePost, WireStaticPage } from '../../adapters/demo-content/dataset/wireTypes.ts';
import { DEMO_VIDEO } from '../../adapters/demo-content/demoVideo.ts';
import { toBlockMarkup } from './blockMarkup.ts';

/** A registered size in `_wp_attachment_metadata` (a file beside the attachment's own). */
interface BundleSize {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly 'mime-type': string;
}

interface BundleAttachment {
  readonly key: string;
  /** Path under the bundle's media/ (and under /demo-media in the dataset). */
  readonly file: string;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
  /** '' leaves `_wp_attachment_image_alt` unset. */
  readonly alt: string;
  readonly sizes: Readonly<Record<string, BundleSize>>;
  /** The post it was uploaded to (its cover), 0 for none. */
  readonly parent: number;
}

interface BundleCategory {
  readonly lang: Lang;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Its section's slug; null for a section. */
  readonly parent: string | null;
  /** Its place among its siblings in the menu (the plugin's `newsdesk_order`). */
  readonly order: number;
  /** The category's key, the same in every language: its Polylang `term_translations` group. */
  readonly group: string;
}

interface BundleEntry {
  readonly lang: Lang;
  /** The dataset's id, asked of WordPress as import_id. */
  readonly id: number;
  readonly slug: string;
  /** Published first under this slug, then renamed: WordPress remembers it. */
  readonly formerSlug: string | null;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  /** 'Y-m-d H:i:s' in UTC. */
  readonly dateGmt: string;
  readonly meta: Readonly<Record<string, unknown>>;
}

/**
 * A post's author: a WordPress user (role author), every field of the demo's author
 * as it is (the slug their user_nicename and login), but the picture, the key of its
 * attachment of the import (null when the demo gives none). import-demo.php writes
 * each field where the plugin reads it.
 */
type BundleAuthor = Omit<WireAuthor, 'avatar'> & { readonly avatar: string | null };

interface BundlePost extends BundleEntry {
  /** The subcategory's slug, or the section's when there is none. */
  readonly category: string;
  readonly tags: readonly string[];
  /** The key of its cover attachment. */
  readonly cover: string | null;
  /** Its author's slug; null: no author (the post then has no user as its author). */
  readonly author: string | null;
  /**
   * Its translation group, the story's key (adapters/demo-content/dataset/translationGroups.ts), the
   * same for each language the story is linked in: its Polylang `post_translations` group; null when
   * the post stands alone.
   */
  readonly group: string | null;
}

interface BundlePage extends BundleEntry {
  /** Translations of one kind are grouped in one post_translations term; the Italian privacy page becomes WordPress's own. */
  readonly kind: StaticPageKind;
  readonly template: string;
}

export interface ImportBundle {
  readonly now: string;
  readonly mediaPrefix: string;
  /** Every media file, by path under media/. */
  readonly files: readonly string[];
  readonly attachments: readonly BundleAttachment[];
  readonly categories: readonly BundleCategory[];
  readonly authors: readonly BundleAuthor[];
  readonly posts: readonly BundlePost[];
  readonly pages: readonly BundlePage[];
  readonly searches: readonly { readonly lang: Lang; readonly terms: readonly string[] }[];
}

const JPEG = 'image/jpeg';

const mediaPath = (url: string): string => {
  if (!url.startsWith(`${MEDIA_PREFIX}/`)) throw new Error(`${url} is not a demo media URL`);
  return url.slice(MEDIA_PREFIX.length + 1);
};

const mysqlDate = (iso: string): string => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

/** The pixel size an art file's name ends with (…-1024x574.jpg); the demo video's for the video. */
const sizeOf = (path: string): { width: number; height: number } => {
  const match = /-(\d+)x(\d+)\.jpg$/.exec(path);
  if (!match) return { width: DEMO_VIDEO.width, height: DEMO_VIDEO.height };
  return { width: Number(match[1]), height: Number(match[2]) };
};

/** A views count the dataset really has (a number, or a numeric string): absent or null stays absent. */
const viewsOf = (views: WirePost['views']): number | undefined => {
  const value = typeof views === 'string' ? Number(views) : views;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const ratingOf = (post: WirePost): { average: number; votes: number } | undefined => {
  const vote = post.votes[0];
  const votes = Number(vote?.votes ?? 0);
  return vote && votes > 0 ? { average: Number(vote.average), votes } : undefined;
};

/**
 * The cover: the original upload (the largest file of the art, so WordPress's own
 * 'full' size is it, as the plugin answers in image_full), with the three smaller
 * files of the same art as the sizes the plugin registers.
 */
const coverOf = (lang: Lang, post: DemoPost): BundleAttachment | undefined => {
  const { image, image_medium: medium, thumbnail, image_full: original = image } = post.full;
  if (!image || !medium || !thumbnail || !original) return undefined;
  const file = mediaPath(original);
  const size = (url: string): BundleSize => {
    const path = mediaPath(url);
    if (posix.dirname(path) !== posix.dirname(file)) throw new Error(`${path} is not beside ${file}: WordPress keeps sizes in their original's folder`);
    return { file: posix.basename(path), ...sizeOf(path), 'mime-type': JPEG };
  };
  return {
    key: `cover-${lang}-${post.id}`,
    file,
    mime: JPEG,
    ...sizeOf(file),
    title: decodeHTML(post.full.title),
    alt: post.full.alt_text ?? '',
    // As WordPress records the sizes it made on upload from the original.
    sizes: {
      'newsdesk-cover': size(image),
      'newsdesk-medium': size(medium),
      'newsdesk-thumbnail': size(thumbnail),
    },
    parent: post.id,
  };
};

const postOf = (lang: Lang, post: DemoPost, cover: BundleAttachment | undefined): BundlePost => {
  const { full } = post;
  const categoryNames = new Set([full.parent_category.name, full.sub_category?.name]);
  const views = viewsOf(full.views);
  const rating = ratingOf(full);
  return {
    lang,
    id: post.id,
    slug: post.slug,
    formerSlug: post.formerSlugs[0] ?? null,
    title: decodeHTML(full.title),
    excerpt: full.excerpt,
    content: toBlockMarkup(full.content),
    dateGmt: mysqlDate(full.datePublished),
    category: full.sub_category?.slug ?? full.parent_category.slug,
    // The plugin answers keywords as the tags followed by the category names.
    tags: [...new Set(full.keywords.split(',').map((k) => k.trim()).filter((k) => k !== '' && !categoryNames.has(k)))],
    cover: cover?.key ?? null,
    author: full.author?.slug ?? null,
    group: post.group,
    meta: {
      ...(views === undefined ? {} : { newsdesk_views: views }),
      ...(rating ? { newsdesk_rating: rating } : {}),
      newsdesk_subtitle: full.subtitle,
      newsdesk_meta_description: full.metadescription,
      newsdesk_regenerated: full.regenerated,
      newsdesk_outbound_links: full.outbound_links,
      newsdesk_media_inline: full.media_inline,
    },
  };
};

const pageOf = (lang: Lang, slug: string, page: WireStaticPage, language: LanguageDataset): BundlePage => {
  const formerSlug = [...language.pageFormerSlugs].find(([, current]) => current === slug)?.[0] ?? null;
  const kind = staticPageKindOf(lang, slug);
  if (kind === undefined) throw new Error(`the demo page /${lang}/${slug} is none of the language's static pages`);
  return {
    lang,
    kind,
    id: page.id,
    slug,
    formerSlug,
    title: decodeHTML(page.title),
    excerpt: page.excerpt,
    content: toBlockMarkup(page.content),
    dateGmt: mysqlDate(page.date),
    template: page.template,
    meta: page.structured_data ? { newsdesk_structured_data: page.structured_data } : {},
  };
};

const categoriesOf = (lang: Lang, { tree, bySlug }: CategoryIndex): BundleCategory[] => {
  /** A node's category key: the same in every language, the group of its translations. */
  const groupOf = (slug: string): string => {
    const entry = bySlug.get(slug);
    if (!entry) throw new Error(`the demo category ${lang}/${slug} is not in its index`);
    return entry.sub ?? entry.parent;
  };
  return tree.flatMap((section, order) => [
    { lang, slug: section.slug, name: section.name, description: section.description, parent: null, order, group: groupOf(section.slug) },
    ...section.children.map((sub, subOrder) => ({
      lang, slug: sub.slug, name: sub.name, description: sub.description, parent: section.slug, order: subOrder, group: groupOf(sub.slug),
    })),
  ]);
};

/** The attachment key of a picture the demo serves from its media (others, e.g. an outside URL, are not imported). */
const mediaKeyOf = (url: string | undefined): string | null => (url !== undefined && url.startsWith(`${MEDIA_PREFIX}/`) ? `media-${mediaPath(url)}` : null);

const bundleAuthorOf = ({ avatar, ...author }: WireAuthor): BundleAuthor => ({ ...author, avatar: mediaKeyOf(avatar) });

/** Each author once (by slug, as the dataset's posts carry them), in the order they first appear. */
const authorsOf = (posts: readonly WirePost[]): BundleAuthor[] => {
  const bySlug = new Map<string, BundleAuthor>();
  for (const { author } of posts) {
    if (author && !bySlug.has(author.slug)) {
      bySlug.set(author.slug, bundleAuthorOf(author));
    }
  }
  return [...bySlug.values()];
};

export const buildImportBundle = (dataset: DemoDataset): ImportBundle => {
  if (dataset.mediaBase !== '') throw new Error('the import bundle is built from a dataset with root-relative media (mediaBase "")');
  const covers: BundleAttachment[] = [];
  const posts: BundlePost[] = [];
  const pages: BundlePage[] = [];
  for (const lang of LANGS) {
    const language = dataset.languages[lang];
    for (const post of language.posts) {
      // One cover attachment a language: the alt text is the language's, the files are shared.
      const cover = coverOf(lang, post);
      if (cover) covers.push(cover);
      posts.push(postOf(lang, post, cover));
    }
    for (const [slug, page] of language.pagesBySlug) pages.push(pageOf(lang, slug, page, language));
  }
  const files = [...dataset.media.keys()].map((path) => path.slice(1));
  const coverFiles = new Set(covers.flatMap((cover) => Object.values(cover.sizes).map((size) => posix.join(posix.dirname(cover.file), size.file))));
  // Inline media, link images, the logo, the video and its posters: one attachment each.
  const authors = authorsOf(LANGS.flatMap((lang) => dataset.languages[lang].posts.map((post) => post.full)));
  const others = files.filter((file) => !coverFiles.has(file)).map((file): BundleAttachment => ({
    key: `media-${file}`,
    file,
    mime: file.endsWith('.jpg') ? JPEG : DEMO_VIDEO.contentType,
    ...sizeOf(file),
    title: posix.basename(file).replace(/\.[a-z0-9]+$/, ''),
    alt: '',
    sizes: {},
    parent: 0,
  }));
  return {
    now: dataset.now.toISOString(),
    mediaPrefix: MEDIA_PREFIX,
    files,
    attachments: [...covers, ...others],
    categories: LANGS.flatMap((lang) => categoriesOf(lang, dataset.languages[lang].categories)),
    authors,
    posts,
    pages,
    searches: LANGS.map((lang) => ({ lang, terms: dataset.languages[lang].popularSearches.map(({ term }) => term) })),
  };
};
