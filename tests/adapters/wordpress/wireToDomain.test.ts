import { describe, expect, it } from 'vitest';
import type { Post } from '../../../src/domain/content.ts';
import { toPostCard } from '../../../src/domain/postDisplay.ts';
import { answer, barePost, useWordpressStandIn } from './wordpressFixture.ts';

// The translation layer: WordPress's wire shapes in, the core's smaller model out
// (src/domain/content.ts). Each test sends what WordPress sends and asserts what
// the core receives.
const connect = useWordpressStandIn();

const postFrom = async (wire: Record<string, unknown>): Promise<Post> => {
  const { content } = await connect(answer([{ id: 1, title: 'T', ...wire }]));
  const result = await content.post('it', 't')();
  if (result._tag === 'Left') throw new Error(`expected a post, got ${JSON.stringify(result.left)}`);
  return result.right;
};

describe('WordPress to the core: one shape per fact', () => {
  it('takes the categories from the flat fields, else from the categories object', async () => {
    const flat = { parent_category: { slug: 'models', name: 'Models' }, sub_category: { slug: 'llm', name: 'LLM' } };
    const nested = { categories: { parent: { slug: 'research', name: 'Research' }, sub: { slug: 'vision', name: 'Vision' } } };
    expect(await postFrom(flat)).toMatchObject({ category: { slug: 'models', name: 'Models' }, subcategory: { slug: 'llm', name: 'LLM' } });
    expect(await postFrom(nested)).toMatchObject({ category: { slug: 'research', name: 'Research' }, subcategory: { slug: 'vision', name: 'Vision' } });
    expect(await postFrom({ ...nested, parent_category: flat.parent_category })).toMatchObject({ category: { slug: 'models' }, subcategory: { slug: 'vision' } });
  });

  it('strips the HTML of a category name and names a category by its slug when it has no name', async () => {
    const post = await postFrom({ sub_category: { slug: 's', name: '<b>Modelli</b> &amp; dati' }, parent_category: { slug: 'p' } });
    expect(post.subcategory).toEqual({ slug: 's', name: 'Modelli & dati' });
    expect(post.category).toEqual({ slug: 'p', name: '' });
    const { content } = await connect(answer([{ id: 1, slug: 'ai', name: '<i>AI</i> &amp; co', description: '<p>All <b>about</b> it</p>' }, { id: 2, slug: 'ml' }]));
    const categories = await content.categories('it')();
    expect(categories._tag === 'Right' && categories.right.map(({ name, description }) => ({ name, description }))).toEqual([
      { name: 'AI & co', description: 'All about it' },
      { name: 'ml', description: '' },
    ]);
  });

  it('gives every post a slug: its name, else its id', async () => {
    expect((await postFrom({ name: 'gpt-5' })).slug).toBe('gpt-5');
    expect((await postFrom({ id: 77, name: '' })).slug).toBe('77');
    expect((await postFrom({ id: 78 })).slug).toBe('78');
  });

  it('leaves out the fields the site does not use, known to WordPress or not', async () => {
    const post = await postFrom({
      link: 'javascript:alert(1)', url: 'javascript:alert(1)', permalink: 'javascript:alert(1)', locale: 'it_IT', locale_bcp47: 'it-IT',
      media_inline_count: 3, yoast_head: '<script>alert(1)</script>', acf: { x: 1 },
    });
    expect(post).toEqual(barePost(1, 'T'));
  });
});

describe('WordPress to the core: text where the page shows text', () => {
  it('decodes the entities of a title once, a title without markup being text alone', async () => {
    expect(await postFrom({ title: 'L&#8217;IA &#038; il lavoro' })).toEqual(barePost(1, 'L’IA & il lavoro'));
    expect((await postFrom({ title: 'Writing &amp;lt; in HTML' })).title).toBe('Writing &lt; in HTML');
    // Escaped by the editor's block editor, a tag is the text it shows.
    expect(await postFrom({ title: 'Leaks &lt;/script&gt; Into The Pantry' })).toEqual(barePost(1, 'Leaks </script> Into The Pantry'));
  });

  it("reads a title as the HTML WordPress renders: its text, and its inline markup for the headings", async () => {
    const post = await postFrom({ title: 'Why <em class="x">this</em> matters &#8211; H<sub>2</sub>O' });
    expect(post).toMatchObject({ title: 'Why this matters – H2O', titleHtml: 'Why <em>this</em> matters – H<sub>2</sub>O' });
    expect(post).toMatchObject({ headline: 'Why this matters – H2O', headlineHtml: 'Why <em>this</em> matters – H<sub>2</sub>O' });
  });

  it('shows any other element of a title as its text, what scripts hold as nothing, and keeps the words around', async () => {
    expect(await postFrom({ title: 'A <a href="javascript:alert(1)">linked</a> <span>title</span>' })).toEqual(barePost(1, 'A linked title'));
    expect(await postFrom({ title: 'Leaks </script><script>alert(1)</script><img src=x onerror=alert(2)> Into The Pantry' })).toEqual(barePost(1, 'Leaks Into The Pantry'));
    expect((await postFrom({ title: '3 < 5' })).title).toBe('3 < 5');
  });

  it('makes the headline of title_h1, else of the title, each with its own markup', async () => {
    expect((await postFrom({ title: 'Short', title_h1: 'The long &amp; full headline' })).headline).toBe('The long & full headline');
    expect(await postFrom({ title: 'Short', title_h1: '' })).toEqual(barePost(1, 'Short'));
    const post = await postFrom({ title: 'Short <i>take</i>', title_h1: 'The <b>long</b> one' });
    expect(post).toMatchObject({ title: 'Short take', titleHtml: 'Short <i>take</i>', headline: 'The long one', headlineHtml: 'The <b>long</b> one' });
    expect(await postFrom({ title: 'Plain', title_h1: '<script>x</script>' })).toEqual(barePost(1, 'Plain'));
  });

  it('names a post without a title by the opening words of its excerpt, else of its body', async () => {
    const body = '<p>This post has no title, but it still must link to the single post view somehow.</p>';
    expect(await postFrom({ title: '', content: body })).toMatchObject({ title: 'This post has no title, but it still…', headline: 'This post has no title, but it still…' });
    expect((await postFrom({ title: ' ', excerpt: 'A <b>short</b> excerpt.', content: body })).title).toBe('A short excerpt.');
    // Markup with no text, or a script alone, is no title either.
    expect((await postFrom({ title: '<img src=x onerror=alert(1)><script>alert(2)</script>', excerpt: '<img src=x>', content: body })).title).toBe('This post has no title, but it still…');
    const post = await postFrom({ title: '', title_h1: '', content: body });
    expect(post.titleHtml).toBeUndefined();
    expect(post.headlineHtml).toBeUndefined();
  });

  it('leaves the title empty when the post has no text at all, for the screens to name it', async () => {
    expect(await postFrom({ title: '', content: '<figure><img src="/a.jpg" alt=""></figure>' })).toMatchObject({ title: '', headline: '' });
  });

  it("reads a suggestion's title and a static page's as titles: text, a page's markup kept, a page without one named by its words", async () => {
    const { content } = await connect((req) => ({
      body: req.path.endsWith('/get_page')
        ? [{ id: 1, title: req.query['slug'] === 'empty' ? '' : 'Chi <em>siamo</em>', content: '<p>La redazione e il suo lavoro.</p>' }]
        : [{ id: 3, title: 'Robots <em>at</em> work', name: 'robots-work' }],
    }));
    const suggestions = await content.suggestions('en', 'rob')();
    expect(suggestions._tag === 'Right' && suggestions.right).toEqual([{ id: 3, title: 'Robots at work', slug: 'robots-work' }]);
    const page = await content.page('it', 'chi-siamo')();
    expect(page._tag === 'Right' && [page.right.title, page.right.titleHtml]).toEqual(['Chi siamo', 'Chi <em>siamo</em>']);
    const empty = await content.page('it', 'empty')();
    expect(empty._tag === 'Right' && [empty.right.title, empty.right.titleHtml]).toEqual(['La redazione e il suo lavoro.', undefined]);
  });

  it('strips the markup of the subtitle and the meta description, and splits the keywords', async () => {
    const post = await postFrom({ subtitle: '<em>Sub</em> &amp; more', metadescription: '<p>Meta</p>', keywords: ' robots, ai ,, lavoro ' });
    expect(post).toMatchObject({ subtitle: 'Sub & more', metaDescription: 'Meta', keywords: ['robots', 'ai', 'lavoro'] });
    expect(await postFrom({ subtitle: '<b> </b>', metadescription: '' })).toEqual(barePost(1, 'T'));
  });

  it('keeps the alt text trimmed, and none when it is blank', async () => {
    expect((await postFrom({ alt_text: ' A robot ' })).altText).toBe('A robot');
    expect((await postFrom({ alt_text: '  ' })).altText).toBeUndefined();
  });

  it("decodes the titles of a post's outbound links and media sources, a link without one titled by its url", async () => {
    const post = await postFrom({
      outbound_links: [{ title: 'AT&amp;T &#8217;26 report', url: 'https://att.example/r' }, { url: 'https://x.example/y' }, { title: ' ', url: 'https://z.example/' }],
      media_inline: [{ slot_id: 's1', asset_url: '/a.svg', source_title: 'Nature &amp; Science' }],
    });
    expect(post.outboundLinks.map((link) => link.title)).toEqual(['AT&T ’26 report', 'https://x.example/y', 'https://z.example/']);
    expect(post.media[0]?.sourceTitle).toBe('Nature & Science');
  });

  it('decodes the title of a suggestion and of a static page', async () => {
    const { content } = await connect((req) => ({
      body: req.path.endsWith('/get_page') ? [{ id: 1, title: 'Chi &amp; come', content: '' }] : [{ id: 3, title: 'Robots &amp; jobs', name: 'robots-jobs' }],
    }));
    const suggestions = await content.suggestions('en', 'rob')();
    expect(suggestions._tag === 'Right' && suggestions.right).toEqual([{ id: 3, title: 'Robots & jobs', slug: 'robots-jobs' }]);
    const page = await content.page('it', 'chi-siamo')();
    expect(page._tag === 'Right' && page.right.title).toBe('Chi & come');
  });
});

describe('WordPress to the core: dates read once', () => {
  it('publishes a post at the first readable of datePublished, date (dd/mm/yyyy in category listings) and dateCreated', async () => {
    expect((await postFrom({ datePublished: '2026-11-20T12:30:00+02:00', date: '19/11/2026' })).publishedAt).toBe('2026-11-20T10:30:00Z');
    expect((await postFrom({ datePublished: '', date: '19/11/2026' })).publishedAt).toBe('2026-11-19');
    expect((await postFrom({ datePublished: 'soon', dateCreated: '2026-11-01 08:00:00' })).publishedAt).toBe('2026-11-01T08:00:00Z');
  });

  it('keeps the creation date, and no date that cannot be read', async () => {
    expect((await postFrom({ dateCreated: '2026-11-19T09:00:00Z' })).createdAt).toBe('2026-11-19T09:00:00Z');
    expect(await postFrom({ datePublished: 'ieri', date: '31/02/2026', dateCreated: '' })).toEqual(barePost(1, 'T'));
  });

  it("takes a static page's slug from a link of the form /{lang}/{slug}, and none from any other link", async () => {
    const slugOf = async (link: unknown): Promise<string | undefined> => {
      const { content } = await connect(answer([{ id: 1, title: 'P', link }]));
      const page = await content.page('it', 'p')();
      return page._tag === 'Right' ? page.right.slug : 'failed';
    };
    expect(await slugOf('/en/about-us')).toBe('about-us');
    expect(await slugOf('https://cms.example/it/chi-siamo/')).toBe('chi-siamo');
    expect(await slugOf('/pt/sobre-n%C3%B3s')).toBe('sobre-nós');
    for (const other of ['https://cms.example/?page_id=2', '/about-us', '/xx/about', '/en/a/b', '/en/%E0%A4%A', undefined]) expect(await slugOf(other)).toBeUndefined();
  });

  it('dates a static page the same way', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'P', date: '2024-09-16T09:30:00+00:00' }]));
    const page = await content.page('it', 'p')();
    expect(page._tag === 'Right' && page.right.publishedAt).toBe('2024-09-16T09:30:00Z');
  });
});

describe('WordPress to the core: images by size', () => {
  it('names the sizes full, medium and thumbnail', async () => {
    const post = await postFrom({ image: '/f.jpg', image_medium: 'https://cdn.example/m.jpg', thumbnail: 'http://cdn.example/t.jpg' });
    expect(post.images).toEqual({ full: '/f.jpg', medium: 'https://cdn.example/m.jpg', thumbnail: 'http://cdn.example/t.jpg' });
  });

  it('treats an empty image as missing, so the card shows the default thumbnail', async () => {
    const post = await postFrom({ image: '', image_medium: '', thumbnail: '' });
    expect(post.images).toEqual({});
    expect(toPostCard('it', post).image).toBe('/assets/default-thumbnail-512x287.svg');
  });
});

describe('WordPress to the core: only usable URLs', () => {
  const unusable = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA', '//evil.example/x.jpg', '/\\evil.example/x.jpg', 'x.jpg', 'ftp://files.example/x.jpg'];

  it.each(unusable)('drops the image %j and falls back to the default thumbnail', async (url) => {
    const post = await postFrom({ image: url, image_medium: url, thumbnail: url });
    expect(post.images).toEqual({});
    expect(toPostCard('it', post)).toMatchObject({ image: '/assets/default-thumbnail-512x287.svg', imageLarge: '/assets/default-thumbnail-1024x574.svg' });
    expect(toPostCard('it', post).srcSet).not.toContain(url.trim());
  });

  it('drops an outbound link without a usable url with the WARN of dropped items, and keeps the others', async () => {
    const { content, logger } = await connect(answer([{
      id: 1, title: 'T',
      outbound_links: [
        { title: 'Bad', url: 'javascript:alert(1)' },
        { title: 'Sneaky', url: '//evil.example' },
        { title: 'Good', url: 'https://arxiv.org/abs/1', image: 'javascript:alert(1)' },
        { title: 'Ours', url: '/it/chi-siamo' },
      ],
    }]));
    const post = await content.post('it', 't')();
    expect(post._tag === 'Right' && post.right.outboundLinks).toEqual([{ title: 'Good', url: 'https://arxiv.org/abs/1' }, { title: 'Ours', url: '/it/chi-siamo' }]);
    expect(logger.at('WARN')).toEqual([{
      level: 'WARN',
      message: 'content API: dropped 2 undecodable OutboundLink item(s)',
      fields: expect.objectContaining({ list: 'OutboundLink', dropped: 2, reason: expect.stringContaining('an outbound link needs an http(s) url or a path of the site') }),
    }]);
  });

  it("drops a media item's asset and source URLs when they are not usable, keeping the item", async () => {
    const post = await postFrom({ media_inline: [{ slot_id: 's1', asset_url: 'javascript:alert(1)', page_url: 'data:text/html,x', caption: 'C' }, { slot_id: 's2', asset_url: '/demo-media/a.svg', page_url: 'https://src.example/p' }] });
    expect(post.media).toEqual([
      { slotId: 's1', kind: 'image', caption: 'C' },
      { slotId: 's2', kind: 'image', assetUrl: '/demo-media/a.svg', pageUrl: 'https://src.example/p' },
    ]);
  });

  it("keeps a video's poster when its URL is usable, and drops it when it is not", async () => {
    const post = await postFrom({
      media_inline: [
        { slot_id: 'v1', kind: 'video', asset_url: '/v.webm', poster_url: 'https://cdn.example/still.jpg' },
        { slot_id: 'v2', kind: 'video', asset_url: '/v.webm', poster_url: 'javascript:alert(1)' },
      ],
    });
    expect(post.media.map((item) => item.posterUrl)).toEqual(['https://cdn.example/still.jpg', undefined]);
  });
});

describe('WordPress to the core: editorial HTML sanitized once, at the boundary', () => {
  it('sanitizes the content and the excerpt of a post', async () => {
    const post = await postFrom({ content: '<p onclick="x()">Body</p><script>alert(1)</script>', excerpt: '<p>Short<img src=/x.png onerror=alert(1)></p>' });
    expect(post.content).toBe('<p>Body</p>');
    expect(post.excerpt).toBe('<p>Short<img src="/x.png" /></p>');
  });

  it('turns the MEDIA comments into span anchors the article body places media at', async () => {
    expect((await postFrom({ content: '<p>a</p><!-- MEDIA:slot-2 --><!-- a note -->' })).content).toBe('<p>a</p><span data-media-slot="slot-2"></span>');
  });

  it('sanitizes the content and the excerpt of a static page', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'P', content: '<h2 id="a">A</h2><iframe srcdoc="<script>alert(1)</script>"></iframe>', excerpt: '<em>E</em><style>*{}</style>' }]));
    const page = await content.page('it', 'p')();
    expect(page._tag === 'Right' && { content: page.right.content, excerpt: page.right.excerpt }).toEqual({ content: '<h2 id="a">A</h2>', excerpt: '<em>E</em>' });
  });

  it('makes players of the configured embed hosts click-to-load figures, and links to the others', async () => {
    const wire = [{ id: 1, title: 'T', content: '<iframe src="https://embed.example/v/1"></iframe><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>' }];
    const players = (html: string | false | undefined): string[] => [...(html || '').matchAll(/data-embed-player="([^"]+)"/g)].map((m) => m[1]!);
    const links = (html: string | false | undefined): string[] => [...(html || '').matchAll(/class="nd-embed__link" href="([^"]+)"/g)].map((m) => m[1]!);
    const byDefault = await (await connect(answer(wire))).content.post('it', 't')();
    const defaultHtml = byDefault._tag === 'Right' && byDefault.right.content;
    expect(players(defaultHtml)).toEqual(['https://www.youtube-nocookie.com/embed/x']);
    expect(links(defaultHtml)).toEqual(['https://embed.example/v/1', 'https://www.youtube.com/watch?v=x']);
    expect(defaultHtml).not.toContain('<iframe');
    const configured = await (await connect(answer(wire), { htmlPolicy: { embedHosts: ['embed.example'] } })).content.post('it', 't')();
    expect(players(configured._tag === 'Right' && configured.right.content)).toEqual(['https://embed.example/v/1']);
  });
});
