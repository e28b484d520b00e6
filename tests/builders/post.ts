import type { Post } from '../../src/domain/content.ts';

let next = 1;

/** A post as WordPress would send it, with only what a test states overridden. */
export const aPost = (overrides: Partial<Post> = {}): Post => {
  const id = overrides.id ?? next++;
  return {
    id,
    name: `post-${id}`,
    title: `Post ${id}`,
    image: `/media/${id}.svg`,
    datePublished: '2026-11-20T10:00:00Z',
    parent_category: { slug: 'research', name: 'Research' },
    sub_category: { slug: 'models', name: 'Models' },
    views: 10,
    ...overrides,
  };
};

export const posts = (count: number, overrides: Partial<Post> = {}): Post[] =>
  Array.from({ length: count }, () => aPost(overrides));
