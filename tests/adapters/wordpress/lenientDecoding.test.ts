import { describe, expect, it } from 'vitest';
import { answer, barePost, useWordpressStandIn } from './wordpressFixture.ts';

const connect = useWordpressStandIn();

const right = <A>(value: A) => ({ _tag: 'Right', right: value });

// docs/product.md#content-model: numbers converted leniently, null allowed, missing fields ignored.
// Each test sends the wire shape and asserts the core's Post it becomes.
describe('WordPress adapter: lenient decoding', () => {
  it('reads numbers from numeric strings and accepts ID for id', async () => {
    const { content } = await connect(answer([
      { ID: '7', title: 'Titolo', views: '1234', votes: [{ average: '4.5', votes: '10', value: '3' }] },
    ]));
    expect(await content.post('it', 'titolo')()).toEqual(right({ ...barePost(7, 'Titolo'), views: 1234, rating: { average: 4.5, votes: 10 } }));
  });

  it('treats null like a missing field, leaving no nulls in the result', async () => {
    const { content } = await connect(answer([
      { id: 7, title: 'Titolo', image: null, alt_text: null, views: null, votes: null, regenerated: null, index_slugs: null, parent_category: null, categories: null },
    ]));
    expect(await content.post('it', 'titolo')()).toEqual(right(barePost(7, 'Titolo')));
  });

  it('decodes a full post with every field of the contract', async () => {
    const wire = {
      id: 12, date: '2025-06-01T08:00:00', datePublished: '2025-06-01T08:00:00', dateCreated: '2025-05-30T17:00:00',
      locale: 'en_US', locale_bcp47: 'en-US', image: 'https://cdn/x.jpg', image_medium: 'https://cdn/x-m.jpg', thumbnail: 'https://cdn/x-t.jpg',
      image_full: 'https://cdn/x-orig.jpg', image_full_width: 2400, image_full_height: 1350,
      alt_text: 'A robot', name: 'robots-learn', title: 'Robots learn', title_h1: 'Robots learn to walk', keywords: 'robots, ai',
      excerpt: '<p>Short</p>', link: 'https://site/en/robots-learn', url: 'https://site/en/robots-learn', content: '<p>Body</p>',
      permalink: 'https://site/en/robotics/humanoids/robots-learn', subtitle: 'Sub', metadescription: 'Meta', views: 5,
      votes: [{ average: 4, votes: 2, value: 4 }],
      parent_category: { slug: 'robotics', name: 'Robotics' }, sub_category: { slug: 'humanoids', name: 'Humanoids' },
      categories: { parent: { slug: 'robotics', name: 'Robotics' }, sub: { slug: 'humanoids', name: 'Humanoids' } },
      index_slugs: [{ slug: 'intro', name: 'Intro' }],
      outbound_links: [{ title: 'Paper', url: 'https://arxiv.org/abs/1', domain: 'arxiv.org', image: 'https://arxiv.org/i.png', description: 'The paper' }],
      media_inline: [{
        slot_id: 'hero_1', kind: 'image', asset_url: 'https://cdn/m.jpg', content_type: 'image/jpeg', width: 800, height: 600, alt_text: 'Alt',
        caption: 'Cap', page_url: 'https://src/page', registrable_domain: 'src', source_title: 'Source', source_description: 'Desc',
        license_label: 'CC BY', safe_for_hotlink: true, priority: false,
      }],
      media_inline_count: 1, regenerated: false,
    };
    const { content } = await connect(answer([wire]));
    expect(await content.post('en', 'robots-learn')()).toEqual(right({
      id: 12, slug: 'robots-learn', title: 'Robots learn', headline: 'Robots learn to walk', subtitle: 'Sub', excerpt: '<p>Short</p>',
      metaDescription: 'Meta', keywords: ['robots', 'ai'], publishedAt: '2025-06-01T08:00:00Z', createdAt: '2025-05-30T17:00:00Z',
      images: { full: 'https://cdn/x.jpg', medium: 'https://cdn/x-m.jpg', thumbnail: 'https://cdn/x-t.jpg' },
      originalImage: { url: 'https://cdn/x-orig.jpg', width: 2400, height: 1350 }, altText: 'A robot',
      views: 5, rating: { average: 4, votes: 2 },
      category: { slug: 'robotics', name: 'Robotics' }, subcategory: { slug: 'humanoids', name: 'Humanoids' },
      toc: [{ slug: 'intro', name: 'Intro' }],
      outboundLinks: [{ title: 'Paper', url: 'https://arxiv.org/abs/1', domain: 'arxiv.org', image: 'https://arxiv.org/i.png', description: 'The paper' }],
      media: [{
        slotId: 'hero_1', kind: 'image', assetUrl: 'https://cdn/m.jpg', width: 800, height: 600, altText: 'Alt',
        caption: 'Cap', pageUrl: 'https://src/page', registrableDomain: 'src', sourceTitle: 'Source',
        licenseLabel: 'CC BY', priority: false,
      }],
      content: '<p>Body</p>', regenerated: false,
    }));
  });

  it('reads the largest image with sizes sent as numeric strings', async () => {
    const { content } = await connect(answer([{ id: 7, title: 'T', image_full: 'https://cdn/x.jpg', image_full_width: '1600', image_full_height: ' 897 ' }]));
    const result = await content.post('it', 't')();
    expect(result._tag === 'Right' && result.right.originalImage).toEqual({ url: 'https://cdn/x.jpg', width: 1600, height: 897 });
  });

  it.each([
    ['no width', { image_full_height: 897 }],
    ['a zero width', { image_full_width: 0, image_full_height: 897 }],
    ['a negative height', { image_full_width: 1600, image_full_height: -897 }],
    ['a fractional width', { image_full_width: 1600.5, image_full_height: 897 }],
    ['a width that is no number', { image_full_width: 'wide', image_full_height: 897 }],
    ['a width of the wrong type', { image_full_width: [1600], image_full_height: { h: 897 } }],
  ])('ignores the largest image with %s, and keeps the post', async (_, sizes) => {
    const { content } = await connect(answer([{ id: 7, title: 'T', image: 'https://cdn/x-1024.jpg', image_full: 'https://cdn/x.jpg', ...sizes }]));
    const result = await content.post('it', 't')();
    expect(result._tag === 'Right' && result.right.images.full).toBe('https://cdn/x-1024.jpg');
    expect(result._tag === 'Right' && 'originalImage' in result.right).toBe(false);
  });

  it.each([['javascript:alert(1)'], ['//evil.example/x.jpg'], ['x.jpg'], [''], [42], [null]])('ignores the largest image at the unusable URL %j', async (url) => {
    const { content } = await connect(answer([{ id: 7, title: 'T', image_full: url, image_full_width: 1600, image_full_height: 897 }]));
    const result = await content.post('it', 't')();
    expect(result._tag === 'Right' && 'originalImage' in result.right).toBe(false);
  });

  it('reads booleans from true/false, 1/0 and "1"/"0"', async () => {
    const post = (id: number, regenerated: unknown) => ({ id, title: `P${id}`, regenerated });
    const { content } = await connect(answer([post(1, true), post(2, false), post(3, 1), post(4, 0), post(5, '1'), post(6, '0')]));
    const result = await content.popularPosts('it')();
    expect(result._tag === 'Right' && result.right.map((p) => p.regenerated)).toEqual([true, false, true, false, true, false]);
  });

  it('ignores fields it does not know', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'T', yoast_head: '<meta>', acf: { x: 1 }, _links: {} }]));
    expect(await content.post('it', 't')()).toEqual(right(barePost(1, 'T')));
  });

  it('parses index_slugs into the table of contents, whether an array or a JSON string', async () => {
    const asString = '[{"slug":"a","name":"A"}]';
    const asArray = [{ id: 'b', title: 'B' }];
    const { content } = await connect(answer({ response: [{ id: 1, title: 'S', index_slugs: asString }, { id: 2, title: 'A', index_slugs: asArray }, { id: 3, title: 'J', index_slugs: '[{' }] }));
    const result = await content.relatedPosts('it', 9, 'x')();
    expect(result._tag === 'Right' && result.right.map((p) => p.toc)).toEqual([[{ slug: 'a', name: 'A' }], [{ slug: 'b', name: 'B' }], []]);
  });

  it('rates a post by its first vote, zeros when it has none, and fills a vote missing a number with 0', async () => {
    const { content } = await connect(answer([
      { id: 1, title: 'No votes yet', votes: [] },
      { id: 2, title: 'Partial vote', votes: [{ average: '3' }] },
      { id: 3, title: 'No votes field' },
    ]));
    const result = await content.popularPosts('it')();
    const zeros = { average: 0, votes: 0 };
    expect(result._tag === 'Right' && result.right.map((p) => p.rating)).toEqual([zeros, { average: 3, votes: 0 }, zeros]);
  });

  it('reads a PHP empty array or false as no category reference', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'T', parent_category: [], sub_category: false, categories: { parent: { slug: 'ai', name: 'AI' }, sub: [] } }]));
    expect(await content.post('it', 't')()).toEqual(right({ ...barePost(1, 'T'), category: { slug: 'ai', name: 'AI' } }));
  });

  it('tells an inline video from its content type when the kind is missing', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'T', media_inline: [{ slot_id: 'v1', content_type: 'video/mp4' }, { slot_id: 'i1' }] }]));
    const result = await content.post('it', 't')();
    expect(result._tag === 'Right' && result.right.media).toEqual([{ slotId: 'v1', kind: 'video' }, { slotId: 'i1', kind: 'image' }]);
  });

  it("defaults a category's children to an empty list, recursively", async () => {
    const { content } = await connect(answer([
      { id: '3', name: 'Robotica', slug: 'robotica', description: null, count: null, link: 'https://site/it/robotica', parent: 0,
        children: [{ ID: 4, name: 'Umanoidi', slug: 'umanoidi', count: '5' }] },
    ]));
    expect(await content.categories('it')()).toEqual(right([{
      name: 'Robotica', slug: 'robotica', description: '',
      children: [{ name: 'Umanoidi', slug: 'umanoidi', description: '', children: [] }],
    }]));
  });

  it('fills missing paging counters from the posts it was given', async () => {
    const { content } = await connect(answer({ posts: [{ id: 1, title: 'A' }, { id: 2, title: 'B' }], prev_page_url: null, next_page_url: '' }));
    expect(await content.latestPosts('it', 1)()).toEqual(right({ totalPages: 1, posts: [barePost(1, 'A'), barePost(2, 'B')] }));
  });

  it('reads paging counters and links sent as strings', async () => {
    const { content } = await connect(answer({
      current_page: '2', total_posts: '13', total_pages: '3', posts: [{ id: '1', title: 'A', date: '01/06/2025' }],
      prev_page_url: 'https://wp/prev', next_page_url: 'https://wp/next',
    }));
    expect(await content.categoryPosts('it', 'robotica', 2)()).toEqual(right({
      totalPages: 3, posts: [{ ...barePost(1, 'A'), publishedAt: '2025-06-01' }],
    }));
  });

  it('reads search results with their spelling suggestion and counters', async () => {
    const { content } = await connect(answer({ suggest: 'robot', nposts: '11', npages: '2', response: [{ ID: 5, title: 'Robots' }], prev_page_url: null }));
    expect(await content.search('it', { s: 'robto', page: 1 })()).toEqual(right({ suggest: 'robot', totalPosts: 11, totalPages: 2, posts: [barePost(5, 'Robots')] }));
  });

  it("reads a search result's extract as text in pieces, the words searched marked, and ignores one it cannot trust", async () => {
    const extract = [{ text: '…the European ', mark: false }, { text: 'AI', mark: true }, { text: '\n Act is a <b>law</b>…', mark: 0 }];
    const malformed = [[{ text: 'A piece' }, { text: 7, mark: true }], 'AI Act', [], [{ text: 'x'.repeat(401), mark: false }], [{ text: '', mark: true }]];
    const { content } = await connect(answer({ nposts: 1 + malformed.length, response: [{ id: 5, title: 'Robots', extract }, ...malformed.map((bad, i) => ({ id: 6 + i, title: 'Other', extract: bad }))] }));
    const found = await content.search('en', { s: 'AI Act', page: 1 })();
    expect(found).toEqual(right({
      totalPosts: 1 + malformed.length,
      totalPages: 1,
      posts: [
        // Plain text: markup in it stays text for the page to escape; one space for any run of whitespace.
        { ...barePost(5, 'Robots'), extract: [{ text: '…the European ', marked: false }, { text: 'AI', marked: true }, { text: ' Act is a <b>law</b>…', marked: false }] },
        ...malformed.map((_, i) => barePost(6 + i, 'Other')),
      ],
    }));
  });

  it('reads related posts from the response key', async () => {
    const { content } = await connect(answer({ response: [{ id: 9, title: 'Related' }] }));
    expect(await content.relatedPosts('it', 1, 'x')()).toEqual(right([barePost(9, 'Related')]));
  });

  it('reads a static page, defaulting translations to [] and keeping structured_data as sent', async () => {
    const structured = { '@context': 'https://schema.org', '@type': 'AboutPage' };
    const { content } = await connect(answer([
      { id: '20', title: 'Chi siamo', content: '<p>Noi</p>', translations: null, template: 'about', structured_data: structured, excerpt: null },
      { id: 21, title: 'ignored: only the first page is used' },
    ]));
    expect(await content.page('it', 'chi-siamo')()).toEqual(right({ title: 'Chi siamo', content: '<p>Noi</p>', translations: [], structuredData: structured }));
  });

  it('reads suggestions and popular searches', async () => {
    const { content } = await connect((req) =>
      req.path.endsWith('/search-lastresearch')
        ? { body: [{ term: ' gpt ' }, { term: 'robot' }] }
        : { body: [{ ID: '3', title: 'Robots learn', name: 'robots-learn', url: null }] },
    );
    expect(await content.suggestions('en', 'rob')()).toEqual(right([{ id: 3, title: 'Robots learn', slug: 'robots-learn' }]));
    expect(await content.popularSearches('en')()).toEqual(right([{ term: 'gpt' }, { term: 'robot' }]));
  });
});
