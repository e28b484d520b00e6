import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  DEFAULT_THUMBNAIL,
  outboundLinkDomain,
  postHref,
  postRating,
  postViews,
  stripHtml,
  toLeadCard,
  toPostCard,
} from '../../../src/domain/postDisplay.ts';
import { aPost } from '../../builders/post.ts';

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
  it('prefers the subcategory name, HTML stripped', () => {
    expect(categoryLabel(aPost({ sub_category: { slug: 's', name: '<b>Modelli</b> &amp; dati' } }))).toBe('Modelli & dati');
  });

  it('falls back to the parent category name', () => {
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: { slug: 'p', name: 'Ricerca' } }))).toBe('Ricerca');
  });

  it('reads the categories object when the flat fields are missing', () => {
    const both = { sub: { slug: 'llm', name: 'LLM' }, parent: { slug: 'models', name: 'Models' } };
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: undefined, categories: both }))).toBe('LLM');
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: undefined, categories: { parent: both.parent } }))).toBe('Models');
  });

  it('skips a name that is empty once stripped', () => {
    expect(categoryLabel(aPost({ sub_category: { slug: 's', name: '<b> </b>' }, parent_category: { slug: 'p', name: 'Ricerca' } }))).toBe('Ricerca');
  });

  it('is empty when the post has no category', () => {
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: undefined }))).toBe('');
  });
});

describe('rating and views', () => {
  it('defaults the rating to zeros', () => {
    expect(postRating(aPost({ votes: undefined }))).toEqual({ average: 0, votes: 0, value: 0 });
    expect(postRating(aPost({ votes: [] }))).toEqual({ average: 0, votes: 0, value: 0 });
  });

  it('reads the rating from the first vote entry', () => {
    const votes = [{ average: 4.2, votes: 12, value: 50 }, { average: 1, votes: 1, value: 1 }];
    expect(postRating(aPost({ votes }))).toEqual({ average: 4.2, votes: 12, value: 50 });
  });

  it('counts 0 views when views are missing', () => {
    expect(postViews(aPost({ views: undefined }))).toBe(0);
    expect(postViews(aPost({ views: 42 }))).toBe(42);
  });
});

describe('post link', () => {
  const withCategories = { parent_category: { slug: 'models', name: 'M' }, sub_category: { slug: 'llm', name: 'L' } };

  it('links to the canonical form when both category slugs exist', () => {
    expect(postHref('en', aPost({ name: 'gpt-5', ...withCategories }))).toBe('/en/models/llm/gpt-5');
  });

  it('takes the category slugs from the categories object too', () => {
    const categories = { parent: { slug: 'models', name: 'M' }, sub: { slug: 'llm', name: 'L' } };
    expect(postHref('de', aPost({ name: 'x', parent_category: undefined, sub_category: undefined, categories }))).toBe('/de/models/llm/x');
  });

  it('links to the /article/ form when a category slug is missing', () => {
    expect(postHref('en', aPost({ name: 'x', sub_category: undefined }))).toBe('/en/article/x');
    expect(postHref('it', aPost({ name: 'x', parent_category: undefined }))).toBe('/it/article/x');
  });

  it('uses the id when the post has no name', () => {
    expect(postHref('fr', aPost({ id: 77, name: undefined, sub_category: undefined }))).toBe('/fr/article/77');
  });
});

describe('post card', () => {
  it('carries the id, the title as written (entities decoded once) and the link', () => {
    const card = toPostCard('es', aPost({ id: 5, name: 'ia', title: 'La <i>IA</i> &amp; el empleo &#8217;26', parent_category: undefined }));
    expect(card.id).toBe(5);
    expect(card.title).toBe('La <i>IA</i> & el empleo ’26');
    expect(card.href).toBe('/es/article/ia');
  });

  it('keeps every word of a title that holds markup, and never decodes twice', () => {
    expect(toPostCard('en', aPost({ title: 'Leaks </script> Into The Pantry' })).title).toBe('Leaks </script> Into The Pantry');
    expect(toPostCard('en', aPost({ title: 'Writing &amp;lt; in HTML' })).title).toBe('Writing &lt; in HTML');
  });

  it('prefers the medium image on the card and the full image for the large one', () => {
    const card = toPostCard('it', aPost({ image_medium: '/m.jpg', image: '/full.jpg', thumbnail: '/t.jpg' }));
    expect(card.image).toBe('/m.jpg');
    expect(card.imageLarge).toBe('/full.jpg');
  });

  it('offers every size WordPress gives as a srcset, and none for the default thumbnail', () => {
    expect(toPostCard('it', aPost({ image_medium: '/m.jpg', image: '/full.jpg', thumbnail: '/t.jpg' })).srcSet).toBe('/t.jpg 300w, /m.jpg 512w, /full.jpg 1024w');
    expect(toPostCard('it', aPost({ image: undefined, image_medium: undefined, thumbnail: undefined })).srcSet).toBe('');
  });

  it('falls back from medium to full image to thumbnail', () => {
    expect(toPostCard('it', aPost({ image_medium: undefined, image: '/full.jpg' })).image).toBe('/full.jpg');
    expect(toPostCard('it', aPost({ image_medium: undefined, image: undefined, thumbnail: '/t.jpg' })).image).toBe('/t.jpg');
  });

  it('falls back to the default thumbnail when a post has no image', () => {
    const card = toPostCard('it', aPost({ image: undefined, image_medium: undefined, thumbnail: undefined }));
    expect(card.image).toBe('/assets/default-thumbnail.svg');
    expect(card.imageLarge).toBe('/assets/default-thumbnail.svg');
    expect(DEFAULT_THUMBNAIL).toBe('/assets/default-thumbnail.svg');
  });

  it('treats an empty image as missing', () => {
    expect(toPostCard('it', aPost({ image_medium: '', image: '', thumbnail: '' })).image).toBe('/assets/default-thumbnail.svg');
  });

  it('uses the alt text, else the title', () => {
    expect(toPostCard('it', aPost({ title: 'T', alt_text: 'A robot' })).alt).toBe('A robot');
    expect(toPostCard('it', aPost({ title: 'T', alt_text: '  ' })).alt).toBe('T');
    expect(toPostCard('it', aPost({ title: 'T' })).alt).toBe('T');
  });

  it('shows the category label', () => {
    expect(toPostCard('it', aPost({ sub_category: { slug: 'llm', name: 'LLM' } })).categoryLabel).toBe('LLM');
  });

  it('dates the card by the publication date, else the dd/mm/yyyy date of category listings, in the language', () => {
    expect(toPostCard('it', aPost({ datePublished: '2026-11-20', date: '19/11/2026' })).published).toEqual({ iso: '2026-11-20', label: '20 nov 2026' });
    expect(toPostCard('en', aPost({ datePublished: undefined, date: '19/11/2026' })).published).toEqual({ iso: '2026-11-19', label: 'Nov 19, 2026' });
    expect(toPostCard('de', aPost({ datePublished: '2026-11-20T23:30:00Z' })).published).toEqual({ iso: '2026-11-20T23:30:00Z', label: '20.11.2026' });
  });

  it('shows no date on a card without a usable one, never "Invalid Date"', () => {
    for (const raw of [undefined, '', 'ieri', '31/02/2026']) {
      expect(toPostCard('fr', aPost({ datePublished: raw, date: raw, dateCreated: undefined })).published, String(raw)).toBeUndefined();
    }
  });

  it('gives the lead story its excerpt, stripped, empty when missing', () => {
    expect(toLeadCard('it', aPost({ excerpt: '<p>Breve &amp; chiaro</p>' })).excerpt).toBe('Breve & chiaro');
    expect(toLeadCard('it', aPost({ excerpt: undefined })).excerpt).toBe('');
    expect('excerpt' in toPostCard('it', aPost({ excerpt: 'Not on a grid card' }))).toBe(false);
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
