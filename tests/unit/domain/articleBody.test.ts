import { describe, expect, it } from 'vitest';
import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { buildArticleBody as build, type ArticleBlock, type ArticleBodyInput } from '../../../src/domain/articleBody.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

const image = (slotId: string, extra: Partial<InlineMediaItem> = {}): InlineMediaItem => ({ slotId, kind: 'image', ...extra });
const toc = [{ slug: 'one', name: 'One' }];

/** The body of post HTML as the core receives it: sanitized by the WordPress adapter. */
const buildArticleBody = ({ html, ...rest }: Omit<ArticleBodyInput, 'html'> & { readonly html: string }): ArticleBlock[] => build({ html: safeHtml(html), ...rest });

/** The blocks in one line: html as is, 'MEDIA:slot' and 'TOC'. */
const outline = (blocks: readonly ArticleBlock[]): string[] =>
  blocks.map((b) => (b.kind === 'html' ? b.html : b.kind === 'media' ? `MEDIA:${b.item.slotId}` : 'TOC'));

describe('article body: media placeholders', () => {
  it('replaces a span with a data-media-slot attribute by its media item', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><span data-media-slot="slot-1"></span><p>b</p>', toc: [], media: [image('slot-1')] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'media', item: image('slot-1'), eager: false },
      { kind: 'html', html: '<p>b</p>' },
    ]);
  });

  it('replaces a span with a media-slot attribute', () => {
    expect(outline(buildArticleBody({ html: '<p>a</p><span media-slot="x"></span>', toc: [], media: [image('x')] }))).toEqual(['<p>a</p>', 'MEDIA:x']);
  });

  it('replaces a MEDIA:slot comment (made an anchor by the sanitizer), with or without spaces around it', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><!-- MEDIA:b --><p>c</p><!--MEDIA:d-->', toc: [], media: [image('b'), image('d')] });
    expect(outline(blocks)).toEqual(['<p>a</p>', 'MEDIA:b', '<p>c</p>', 'MEDIA:d']);
  });

  it('ignores a MEDIA comment whose slot has other characters', () => {
    expect(outline(buildArticleBody({ html: '<!-- MEDIA:a b --><p>x</p>', toc: [], media: [image('a')] }))).toEqual(['<p>x</p>']);
  });

  it('matches slots ignoring case', () => {
    const blocks = buildArticleBody({ html: '<!-- MEDIA:HERO --><span data-media-slot="Slot-1"></span>', toc: [], media: [image('hero'), image('SLOT-1')] });
    expect(outline(blocks)).toEqual(['MEDIA:hero', 'MEDIA:SLOT-1']);
  });

  it('matches slots by numeric suffix', () => {
    const blocks = buildArticleBody({ html: '<span data-media-slot="image_2"></span><!-- MEDIA:slot-3 -->', toc: [], media: [image('slot-2'), image('MEDIA_3')] });
    expect(outline(blocks)).toEqual(['MEDIA:slot-2', 'MEDIA:MEDIA_3']);
  });

  it('removes unmatched placeholders and merges the HTML around them', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><span data-media-slot="nope"></span><!-- MEDIA:gone --><p>b</p>', toc: [], media: [image('other')] });
    expect(blocks).toEqual([{ kind: 'html', html: '<p>a</p><p>b</p>' }]);
  });

  it('removes a placeholder together with any fallback text inside it', () => {
    expect(outline(buildArticleBody({ html: '<span data-media-slot="a">[image]</span><p>x</p>', toc: [], media: [] }))).toEqual(['<p>x</p>']);
  });

  it('keeps no other comment', () => {
    expect(buildArticleBody({ html: '<p>a</p><!-- note --><p>b<!-- inner --></p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>a</p><p>b</p>' }]);
  });

  it('loads priority slots eagerly and the others lazily', () => {
    const blocks = buildArticleBody({ html: '<!-- MEDIA:a --><!-- MEDIA:b -->', toc: [], media: [image('a', { priority: true }), image('b', { priority: false })] });
    expect(blocks.map((b) => b.kind === 'media' && b.eager)).toEqual([true, false]);
  });
});

describe('article body: nested placeholders', () => {
  it('moves a nested placeholder right after its top-level element', () => {
    const blocks = buildArticleBody({ html: '<p>text <span data-media-slot="a"></span>more</p><p>end</p>', toc: [], media: [image('a')] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>text more</p>' },
      { kind: 'media', item: image('a'), eager: false },
      { kind: 'html', html: '<p>end</p>' },
    ]);
  });

  it('moves a deeply nested placeholder comment after the top-level element', () => {
    const blocks = buildArticleBody({ html: '<div><blockquote><p>one<!-- MEDIA:a --></p></blockquote></div><p>z</p>', toc: [], media: [image('a')] });
    expect(outline(blocks)).toEqual(['<div><blockquote><p>one</p></blockquote></div>', 'MEDIA:a', '<p>z</p>']);
  });

  it('keeps several nested placeholders in document order', () => {
    const blocks = buildArticleBody({ html: '<div><!-- MEDIA:b -->x<span data-media-slot="a"></span></div>', toc: [], media: [image('a'), image('b')] });
    expect(outline(blocks)).toEqual(['<div>x</div>', 'MEDIA:b', 'MEDIA:a']);
  });

  it('drops a top-level element left with only whitespace', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><p> <span data-media-slot="b"></span>&nbsp;\n</p><p>c</p>', toc: [], media: [image('b')] });
    expect(outline(blocks)).toEqual(['<p>a</p>', 'MEDIA:b', '<p>c</p>']);
  });

  it('keeps a top-level element left with an image and no text', () => {
    const blocks = buildArticleBody({ html: '<p><img src="/x.png" alt=""><span data-media-slot="b"></span></p>', toc: [], media: [image('b')] });
    expect(outline(blocks)).toEqual(['<p><img src="/x.png" alt=""></p>', 'MEDIA:b']);
  });

  it('removes an unmatched nested placeholder and keeps the element', () => {
    expect(buildArticleBody({ html: '<p>a<span data-media-slot="z"></span>b</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>ab</p>' }]);
  });
});

describe('article body: table of contents', () => {
  it('inserts the table of contents after the first summary paragraph', () => {
    const blocks = buildArticleBody({ html: '<p>intro</p><p class="lead summary">sum</p><h2 id="one">One</h2>', toc, media: [] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>intro</p><p class="summary">sum</p>' },
      { kind: 'toc', items: toc },
      { kind: 'html', html: '<h2 id="one">One</h2>' },
    ]);
  });

  it("nests each item under the item of the heading above it, by the body's heading levels", () => {
    const flat = [
      { slug: 'why', name: 'Why' },
      { slug: 'how', name: 'How' },
      { slug: 'how-data', name: 'The data' },
      { slug: 'next', name: 'Next' },
    ];
    const html = '<p>intro</p><h2 id="why">Why</h2><p>a</p><h2 id="how">How</h2><section><h3 id="how-data">The data</h3></section><h2 id="next">Next</h2>';
    const tocBlock = buildArticleBody({ html, toc: flat, media: [] }).find((b) => b.kind === 'toc');
    expect(tocBlock).toEqual({
      kind: 'toc',
      items: [
        { slug: 'why', name: 'Why' },
        { slug: 'how', name: 'How', children: [{ slug: 'how-data', name: 'The data' }] },
        { slug: 'next', name: 'Next' },
      ],
    });
  });

  it('reads summary as a whole class name, not part of one', () => {
    const blocks = buildArticleBody({ html: '<p>first</p><p class="summary-box">x</p>', toc, media: [] });
    expect(outline(blocks)).toEqual(['<p>first</p>', 'TOC', '<p>x</p>']);
  });

  it('inserts it after the first paragraph when none is a summary', () => {
    const blocks = buildArticleBody({ html: '<h2 id="x">X</h2><p>first</p><p>second</p>', toc, media: [] });
    expect(outline(blocks)).toEqual(['<h2 id="x">X</h2><p>first</p>', 'TOC', '<p>second</p>']);
  });

  it('looks only at top-level paragraphs', () => {
    const blocks = buildArticleBody({ html: '<div><p class="summary">inner</p></div><p>top</p>', toc, media: [] });
    expect(outline(blocks)).toEqual(['<div><p class="summary">inner</p></div><p>top</p>', 'TOC']);
  });

  it('inserts it at the start when there is no paragraph', () => {
    expect(outline(buildArticleBody({ html: '<h2 id="one">One</h2>', toc, media: [] }))).toEqual(['TOC', '<h2 id="one">One</h2>']);
    expect(outline(buildArticleBody({ html: '', toc, media: [] }))).toEqual(['TOC']);
    expect(outline(build({ html: undefined, toc, media: [] }))).toEqual(['TOC']);
  });

  it('adds no table of contents block when there are no items', () => {
    expect(buildArticleBody({ html: '<p class="summary">s</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p class="summary">s</p>' }]);
    expect(buildArticleBody({ html: '<h2>x</h2>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<h2>x</h2>' }]);
  });
});

describe('article body: HTML serialization', () => {
  it('gives no block for empty content', () => {
    expect(build({ html: undefined, toc: [], media: [] })).toEqual([]);
    expect(buildArticleBody({ html: '', toc: [], media: [] })).toEqual([]);
    expect(buildArticleBody({ html: ' \n ', toc: [], media: [] })).toEqual([]);
  });

  it('keeps text with < and & escaped', () => {
    expect(buildArticleBody({ html: '<p>x &lt; y &amp; z</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>x &lt; y &amp; z</p>' }]);
  });

  it('escapes a bare < and & of the source', () => {
    expect(buildArticleBody({ html: '<p>a < b & c</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>a &lt; b &amp; c</p>' }]);
  });

  it('keeps attributes with quotes and ampersands escaped', () => {
    const blocks = buildArticleBody({ html: '<p><a title=\'say "hi" &amp; go\' href="/s?a=1&amp;b=2">x</a></p>', toc: [], media: [] });
    expect(blocks).toEqual([{ kind: 'html', html: '<p><a title="say &quot;hi&quot; &amp; go" href="/s?a=1&amp;b=2">x</a></p>' }]);
  });

  it('writes other characters as they are, &nbsp; excepted', () => {
    expect(buildArticleBody({ html: '<p>caf&eacute;&nbsp;“AI”</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>café&nbsp;“AI”</p>' }]);
  });

  it('closes elements the source left open', () => {
    expect(buildArticleBody({ html: '<p>open <b>bold', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p>open <b>bold</b></p>' }]);
  });

  it('writes void elements as HTML does, without a closing slash', () => {
    expect(buildArticleBody({ html: '<p>a<br>b</p><hr><figure><img src="/x.png" alt=""></figure>', toc: [], media: [] })).toEqual([
      { kind: 'html', html: '<p>a<br>b</p><hr><figure><img src="/x.png" alt=""></figure>' },
    ]);
  });
});
