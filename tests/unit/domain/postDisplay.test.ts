import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  DEFAULT_IMAGES,
  outboundLinkDomain,
  postHref,
  ratingOf,
  stripHtml,
  toLeadCard,
  toPostCard,
  viewsOf,
} from '../../../src/domain/postDisplay.ts';
import { aPost } from '../../builders/post.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

describe('HTML to text', () => {
  it('removes tags and collapses whitespace', () => {
    expect(stripHtml('  <em>AI</em>   act\n\t<b>now</b>  ')).toBe('AI act now');
  });

  it('decodes named and numeric entities', () => {
    expect(stripHtml('&lt;b&gt; &amp; &quot;q&quot; &#39;s&#39;')).toBe('<b> & "q" \'s\'');
    expect(stripHtml('it&#8217;s &#x41;I')).toBe('it’s AI');
  });

  it('decodes &nbsp; into a space', () => {
    expect(stripHtml('AI&nbsp;act')).toBe('AI act');
  });

  it('decodes only once', () => {
    expect(stripHtml('&amp;lt;')).toBe('&lt;');
  });

  it('keeps a bare < that opens no tag', () => {
    expect(stripHtml('5 < 6')).toBe('5 < 6');
  });

  it('separates the words of adjacent paragraphs and line breaks', () => {
    expect(stripHtml('<p>one</p><p>two</p>three<br>four')).toBe('one two three four');
  });

  it('does not split a word styled in the middle', () => {
    expect(stripHtml('Open<b>AI</b>')).toBe('OpenAI');
  });

  it('drops scripts, styles and comments', () => {
    expect(stripHtml('<script>alert(1)</script><style>p{}</style><!-- note -->text')).toBe('text');
  });
});

describe('category label', () => {
  it('prefers the subcategory name', () => {
    expect(categoryLabel(aPost({ subcategory: { slug: 's', name: 'Modelli & dati' } }))).toBe('Modelli & dati');
  });

  it('falls back to the parent category name', () => {
    expect(categoryLabel(aPost({ subcategory: undefined, category: { slug: 'p', name: 'Ricerca' } }))).toBe('Ricerca');
  });

  it('skips an empty name', () => {
    expect(categoryLabel(aPost({ subcategory: { slug: 's', name: '' }, category: { slug: 'p', name: 'Ricerca' } }))).toBe('Ricerca');
  });

  it('is empty when the post has no category', () => {
    expect(categoryLabel(aPost({ subcategory: undefined, category: undefined }))).toBe('');
  });
});

describe('rating and views', () => {
  it('defaults the rating to zeros', () => {
    expect(ratingOf(undefined)).toEqual({ average: 0, votes: 0 });
    expect(ratingOf([])).toEqual({ average: 0, votes: 0 });
    expect(ratingOf([{ average: 3 }])).toEqual({ average: 3, votes: 0 });
  });

  it('reads the rating from the first vote entry', () => {
    expect(ratingOf([{ average: 4.2, votes: 12 }, { average: 1, votes: 1 }])).toEqual({ average: 4.2, votes: 12 });
  });

  it('counts 0 views when views are missing', () => {
    expect(viewsOf(undefined)).toBe(0);
    expect(viewsOf(42)).toBe(42);
  });
});

describe('post link', () => {
  const withCategories = { category: { slug: 'models', name: 'M' }, subcategory: { slug: 'llm', name: 'L' } };

  it('links to the canonical form when both category slugs exist', () => {
    expect(postHref('en', aPost({ slug: 'gpt-5', ...withCategories }))).toBe('/en/models/llm/gpt-5');
  });

  it('links to the /article/ form when a category slug is missing', () => {
    expect(postHref('en', aPost({ slug: 'x', subcategory: undefined }))).toBe('/en/article/x');
    expect(postHref('it', aPost({ slug: 'x', category: undefined }))).toBe('/it/article/x');
  });
});

describe('post card', () => {
  it('carries the id, the title as the post has it and the link', () => {
    const card = toPostCard('es', aPost({ id: 5, slug: 'ia', title: 'La <i>IA</i> & el empleo ’26', category: undefined }));
    expect(card.id).toBe(5);
    expect(card.title).toBe('La <i>IA</i> & el empleo ’26');
    expect(card.href).toBe('/es/article/ia');
  });

  it('never decodes the title again: it is text already', () => {
    expect(toPostCard('en', aPost({ title: 'Writing &lt; in HTML' })).title).toBe('Writing &lt; in HTML');
  });

  it('prefers the medium image on the card and the full image for the large one', () => {
    const card = toPostCard('it', aPost({ images: { medium: '/m.jpg', full: '/full.jpg', thumbnail: '/t.jpg' } }));
    expect(card.image).toBe('/m.jpg');
    expect(card.imageLarge).toBe('/full.jpg');
  });

  it('offers every size WordPress gives as a srcset', () => {
    expect(toPostCard('it', aPost({ images: { medium: '/m.jpg', full: '/full.jpg', thumbnail: '/t.jpg' } })).srcSet).toBe('/t.jpg 300w, /m.jpg 512w, /full.jpg 1024w');
  });

  it('falls back from medium to full image to thumbnail', () => {
    expect(toPostCard('it', aPost({ images: { full: '/full.jpg' } })).image).toBe('/full.jpg');
    expect(toPostCard('it', aPost({ images: { thumbnail: '/t.jpg' } })).image).toBe('/t.jpg');
    expect(toPostCard('it', aPost({ images: { thumbnail: '/t.jpg' } })).imageLarge).toBe('/t.jpg');
  });

  it('falls back to the default thumbnail in the three sizes of a cover when a post has no image, so a small slot takes a small file', () => {
    const card = toPostCard('it', aPost({ images: {} }));
    expect(card.srcSet).toBe('/assets/default-thumbnail-300x168.svg 300w, /assets/default-thumbnail-512x287.svg 512w, /assets/default-thumbnail-1024x574.svg 1024w');
    expect(card.image).toBe('/assets/default-thumbnail-512x287.svg');
    expect(card.imageLarge).toBe('/assets/default-thumbnail-1024x574.svg');
  });

  it('keeps a post’s own image even when it has a single size, never mixing in the default thumbnail', () => {
    const card = toPostCard('it', aPost({ images: { thumbnail: '/t.jpg' } }));
    expect(card.srcSet).toBe('/t.jpg 300w');
    expect(card.imageLarge).toBe('/t.jpg');
  });

  it('serves each size of the default thumbnail as a file of that size', () => {
    for (const url of Object.values(DEFAULT_IMAGES)) {
      const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(url)!;
      const svg = readFileSync(new URL(`../../../web/public${url}`, import.meta.url), 'utf8');
      expect(svg, url).toContain(`width="${width}" height="${height}"`);
    }
  });

  it('uses the alt text, else the title', () => {
    expect(toPostCard('it', aPost({ title: 'T', altText: 'A robot' })).alt).toBe('A robot');
    expect(toPostCard('it', aPost({ title: 'T' })).alt).toBe('T');
  });

  it('shows the category label', () => {
    expect(toPostCard('it', aPost({ subcategory: { slug: 'llm', name: 'LLM' } })).categoryLabel).toBe('LLM');
  });

  it('dates the card by the publication date, in the language', () => {
    expect(toPostCard('it', aPost({ publishedAt: '2026-11-20' })).published).toEqual({ iso: '2026-11-20', label: '20 nov 2026' });
    expect(toPostCard('en', aPost({ publishedAt: '2026-11-19' })).published).toEqual({ iso: '2026-11-19', label: 'Nov 19, 2026' });
    expect(toPostCard('de', aPost({ publishedAt: '2026-11-20T23:30:00Z' })).published).toEqual({ iso: '2026-11-20T23:30:00Z', label: '20.11.2026' });
  });

  it('shows no date on a card without one, never "Invalid Date"', () => {
    expect(toPostCard('fr', aPost({ publishedAt: undefined })).published).toBeUndefined();
  });

  it('gives the lead story its excerpt as text, empty when missing', () => {
    expect(toLeadCard('it', aPost({ excerpt: safeHtml('<p>Breve &amp; chiaro</p>') })).excerpt).toBe('Breve & chiaro');
    expect(toLeadCard('it', aPost({ excerpt: undefined })).excerpt).toBe('');
    expect('excerpt' in toPostCard('it', aPost({ excerpt: safeHtml('Not on a grid card') }))).toBe(false);
  });

  it('builds a post card once per post and language', () => {
    const post = aPost();
    expect(toPostCard('it', post)).toBe(toPostCard('it', post));
    expect(toPostCard('en', post)).not.toBe(toPostCard('it', post));
  });
});

describe('outbound link domain', () => {
  it('uses the domain of the link when present', () => {
    expect(outboundLinkDomain({ title: 't', url: 'https://www.arxiv.org/abs/1', domain: 'arXiv' })).toBe('arXiv');
  });

  it('falls back to the URL host without a leading www.', () => {
    expect(outboundLinkDomain({ title: 't', url: 'https://www.arxiv.org/abs/1' })).toBe('arxiv.org');
    expect(outboundLinkDomain({ title: 't', url: 'https://www.arxiv.org/abs/1', domain: '' })).toBe('arxiv.org');
    expect(outboundLinkDomain({ title: 't', url: 'https://eur-lex.europa.eu/x' })).toBe('eur-lex.europa.eu');
  });

  it('removes only a leading www.', () => {
    expect(outboundLinkDomain({ title: 't', url: 'https://news.www.example.com/' })).toBe('news.www.example.com');
  });

  it('is empty for a URL it cannot parse', () => {
    expect(outboundLinkDomain({ title: 't', url: 'not a url' })).toBe('');
    expect(outboundLinkDomain({ title: 't', url: '' })).toBe('');
  });
});
