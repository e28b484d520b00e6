import { describe, expect, it } from 'vitest';
import type { Post } from '../../../src/domain/content.ts';
import { answer, useWordpressStandIn } from './wordpressFixture.ts';

// docs/content-api-contract.md, authors: a post's `author` is optional, a malformed
// one is no author (the post keeps everything else), and an unusable avatar goes
// alone. The authors list drops what cannot be an author and reports it.
const connect = useWordpressStandIn();

const postWith = async (author: unknown): Promise<Post> => {
  const { content } = await connect(answer([{ id: 7, title: 'Robots learn', name: 'robots-learn', author }]));
  const result = await content.post('en', 'robots-learn')();
  if (result._tag === 'Left') throw new Error(`expected a post, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const GIULIA = { slug: 'giulia-ferri', name: 'Giulia Ferri', description: 'Covers AI policy in Europe.', avatar: '/media/authors/giulia-ferri.jpg' };

describe('WordPress to the core: a post\'s author', () => {
  it('reads the author of a post: slug, name, biography and a local square picture', async () => {
    expect((await postWith(GIULIA)).author).toEqual(GIULIA);
    expect((await postWith({ ...GIULIA, avatar: 'https://cms.example.org/wp-content/uploads/giulia.jpg' })).author?.avatar).toBe('https://cms.example.org/wp-content/uploads/giulia.jpg');
  });

  it('reads the name and biography as text, and an absent biography as none', async () => {
    const post = await postWith({ slug: 'marco', name: 'Marco &amp; <b>Bellini</b>', description: '<p>Writes <em>about</em> rules.</p>' });
    expect(post.author).toEqual({ slug: 'marco', name: 'Marco & Bellini', description: 'Writes about rules.' });
    expect((await postWith({ slug: 'marco', name: 'Marco', description: null })).author).toEqual({ slug: 'marco', name: 'Marco', description: '' });
  });

  it('ignores a malformed author and keeps the post', async () => {
    const malformed = [
      'Giulia Ferri', 42, true, [], [GIULIA], {},
      { name: 'No Slug' }, { slug: '', name: 'Empty slug' }, { slug: 'giulia-ferri' }, { slug: 'giulia-ferri', name: '   ' },
      { slug: 'giulia ferri', name: 'Space' }, { slug: '../admin', name: 'Path' }, { slug: 'giulia/ferri', name: 'Slash' },
      { slug: 'giulia%2Fferri', name: 'Escaped' }, { slug: 'джулия', name: 'Cyrillic' }, { slug: { a: 1 }, name: 'Object' },
    ];
    for (const author of malformed) {
      const post = await postWith(author);
      expect(post.author, JSON.stringify(author)).toBeUndefined();
      expect(post.title).toBe('Robots learn');
    }
    expect((await postWith(null)).author).toBeUndefined();
  });

  it('drops an unusable or third-party picture alone, keeping the author', async () => {
    for (const avatar of ['javascript:alert(1)', '//evil.example/a.jpg', 'data:image/png;base64,AAAA', 'https://secure.gravatar.com/avatar/abc?s=96', 'https://gravatar.com/avatar/abc', 42, { url: '/a.jpg' }, '']) {
      expect((await postWith({ ...GIULIA, avatar })).author, JSON.stringify(avatar)).toEqual({ slug: 'giulia-ferri', name: 'Giulia Ferri', description: 'Covers AI policy in Europe.' });
    }
  });

  it('lists the authors of a language, dropping and reporting those that cannot be one', async () => {
    const { content, logger } = await connect(answer([GIULIA, { slug: 'no name' }, { slug: 'marco-bellini', name: 'Marco Bellini', description: '' }]));
    const authors = await content.authors('it')();
    expect(authors._tag === 'Right' && authors.right.map((a) => a.slug)).toEqual(['giulia-ferri', 'marco-bellini']);
    expect(logger.at('WARN').length).toBeGreaterThan(0);
  });

  it("reads an author's posts, and an unknown author's empty answer as no pages", async () => {
    const { content } = await connect(answer({ current_page: 1, total_posts: 0, total_pages: 0, posts: [] }));
    expect(await content.authorPosts('it', 'nobody', 1)()).toEqual({ _tag: 'Right', right: { totalPages: 0, posts: [] } });
  });
});
