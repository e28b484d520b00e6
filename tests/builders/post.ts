import type { Post } from '../../src/domain/content.ts';

let next = 1;

/** A post as the core sees it (the WordPress adapter's output), with only what a test states overridden. */
export const aPost = (overrides: Partial<Post> = {}): Post => {
  const id = overrides.id ?? next++;
  const title = overrides.title ?? `Post ${id}`;
  return {
    id,
    slug: `post-${id}`,
    title,
    headline: title,
    keywords: [],
    images: { full: `/media/${id}.svg` },
    publishedAt: '2026-11-20T10:00:00Z',
    category: { slug: 'research', name: 'Research' },
    subcategory: { slug: 'models', name: 'Models' },
    views: 10,
    rating: { average: 0, votes: 0 },
    toc: [],
    outboundLinks: [],
    media: [],
    regenerated: false,
    ...overrides,
  };
};

export const posts = (count: number, overrides: Partial<Post> = {}): Post[] =>
  Array.from({ length: count }, () => aPost(overrides));
