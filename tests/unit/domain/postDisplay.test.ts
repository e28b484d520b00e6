import { describe, expect, it } from 'vitest';
import { categoryLabel, DEFAULT_THUMBNAIL, outboundLinkDomain, postHref, postRating, stripHtml, toPostCard } from '../../../src/domain/postDisplay.ts';
import { aPost } from '../../builders/post.ts';

describe('post display', () => {
  it('labels a post with its subcategory name, else its parent name, HTML stripped', () => {
    expect(categoryLabel(aPost({ sub_category: { slug: 's', name: '<b>Modelli</b> &amp; dati' } }))).toBe('Modelli & dati');
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: { slug: 'p', name: 'Ricerca' } }))).toBe('Ricerca');
    expect(categoryLabel(aPost({ sub_category: undefined, parent_category: undefined }))).toBe('');
  });

  it('falls back to the default thumbnail when a post has no image', () => {
    const card = toPostCard('it', aPost({ image: undefined, image_medium: undefined, thumbnail: undefined }));
    expect(card.image).toBe(DEFAULT_THUMBNAIL);
    expect(card.imageLarge).toBe(DEFAULT_THUMBNAIL);
  });

  it('uses the alt text, else the title', () => {
    expect(toPostCard('it', aPost({ title: 'T', alt_text: 'A robot' })).alt).toBe('A robot');
    expect(toPostCard('it', aPost({ title: 'T', alt_text: '  ' })).alt).toBe('T');
    expect(toPostCard('it', aPost({ title: 'T' })).alt).toBe('T');
  });

  it('counts 0 views when views are missing, and false when regenerated is missing', () => {
    const card = toPostCard('it', aPost({ views: undefined }));
    expect(card.views).toBe(0);
    expect(card.regenerated).toBe(false);
    expect(toPostCard('it', aPost({ regenerated: true })).regenerated).toBe(true);
  });

  it('defaults the rating to zeros and otherwise reads the first vote entry', () => {
    expect(postRating(aPost({ votes: undefined }))).toEqual({ average: 0, votes: 0, value: 0 });
    expect(postRating(aPost({ votes: [] }))).toEqual({ average: 0, votes: 0, value: 0 });
    expect(postRating(aPost({ votes: [{ average: 4.2, votes: 12, value: 50 }] }))).toEqual({ average: 4.2, votes: 12, value: 50 });
  });

  it('links to the canonical form when both category slugs exist, else to /article/', () => {
    expect(postHref('en', aPost({ name: 'x', parent_category: { slug: 'models', name: 'M' }, sub_category: { slug: 'llm', name: 'L' } }))).toBe('/en/models/llm/x');
    expect(postHref('en', aPost({ name: 'x', sub_category: undefined }))).toBe('/en/article/x');
  });

  it('shows the titles of cards as text', () => {
    expect(stripHtml('  <em>AI</em>&nbsp;act &lt;now&gt;  ')).toBe('AI act <now>');
  });

  it('takes an outbound link domain from the link, else from the URL host without www.', () => {
    expect(outboundLinkDomain({ title: 't', url: 'https://www.arxiv.org/abs/1', domain: 'arXiv' })).toBe('arXiv');
    expect(outboundLinkDomain({ title: 't', url: 'https://www.arxiv.org/abs/1' })).toBe('arxiv.org');
    expect(outboundLinkDomain({ title: 't', url: 'https://eur-lex.europa.eu/x' })).toBe('eur-lex.europa.eu');
    expect(outboundLinkDomain({ title: 't', url: 'not a url' })).toBe('');
  });
});
