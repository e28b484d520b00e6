import { describe, expect, it } from 'vitest';
import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { buildArticleBody as build, type ArticleBlock, type ArticleBodyInput } from '../../../src/domain/articleBody.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

const image = (slotId: string, extra: Partial<InlineMediaItem> = {}): InlineMediaItem => ({ slotId, kind: 'image', ...extra });
const toc = [{ slug: 'one', name: 'One' }];

/** The body of post HTML as the core receives it: sanitized by the WordPress adapter. */
const buildArticleBody = ({ html, ...rest }: Omit<ArticleBodyInput, 'html'> & { readonly html: string }): ArticleBlock[] => build({ html: safeHtml(html), ...rest });

/** The blocks in one line: html as is, 'MEDIA:slot', 'EMBED:player' and 'TOC'. */
const outline = (blocks: readonly ArticleBlock[]): string[] =>
  blocks.map((b) => (b.kind === 'html' ? b.html : b.kind === 'media' ? `MEDIA:${b.item.slotId}` : b.kind === 'embed' ? `EMBED:${b.embed.playerUrl}` : 'TOC'));

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

/** An embed's figure as the sanitizer writes it (src/domain/embeds.ts, EMBED_MARKUP), each part replaceable. */
const embedFigure = ({
  attributes = 'data-embed-provider="YouTube" data-embed-player="https://www.youtube-nocookie.com/embed/abc123" data-embed-width="560" data-embed-height="315"',
  poster = '<img class="nd-embed__poster" src="/media/abc123.jpg" alt="">',
  link = '<a class="nd-embed__link" href="https://www.youtube.com/watch?v=abc123">How a model learns</a>',
  caption = '<figcaption>The lecture, <em>in full</em>.</figcaption>',
} = {}): string => `<figure class="nd-embed" ${attributes}>${poster}${link}${caption}</figure>`;

const embedsOf = (blocks: readonly ArticleBlock[]) => blocks.flatMap((b) => (b.kind === 'embed' ? [b.embed] : []));

describe('article body: embedded players', () => {
  it('makes a figure with a player at the top of the body an embed block, between the HTML around it', () => {
    const blocks = buildArticleBody({ html: `<p>a</p>${embedFigure()}<p>b</p>`, toc: [], media: [] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      {
        kind: 'embed',
        embed: {
          provider: 'YouTube',
          title: 'How a model learns',
          pageUrl: 'https://www.youtube.com/watch?v=abc123',
          playerUrl: 'https://www.youtube-nocookie.com/embed/abc123',
          posterUrl: '/media/abc123.jpg',
          width: 560,
          height: 315,
          caption: 'The lecture, <em>in full</em>.',
        },
      },
      { kind: 'html', html: '<p>b</p>' },
    ]);
  });

  it('leaves out the poster, the title and the caption when the figure has none', () => {
    const [embed] = embedsOf(buildArticleBody({ html: embedFigure({ poster: '', link: '<a class="nd-embed__link" href="https://www.youtube.com/watch?v=abc123"></a>', caption: '' }), toc: [], media: [] }));
    expect(embed).toEqual({
      provider: 'YouTube',
      title: '',
      pageUrl: 'https://www.youtube.com/watch?v=abc123',
      playerUrl: 'https://www.youtube-nocookie.com/embed/abc123',
      width: 560,
      height: 315,
    });
  });

  it('names no title when the link to the original shows only its address', () => {
    const link = '<a class="nd-embed__link" href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>';
    expect(embedsOf(buildArticleBody({ html: embedFigure({ link }), toc: [], media: [] }))[0]?.title).toBe('');
  });

  it("names the player's host when the figure names no provider", () => {
    const attributes = 'data-embed-player="https://player.vimeo.com/video/76979871" data-embed-width="640" data-embed-height="360"';
    expect(embedsOf(buildArticleBody({ html: embedFigure({ attributes }), toc: [], media: [] }))[0]?.provider).toBe('player.vimeo.com');
  });

  it('links the player itself when the figure has no link to the original', () => {
    expect(embedsOf(buildArticleBody({ html: embedFigure({ link: '' }), toc: [], media: [] }))[0]?.pageUrl).toBe('https://www.youtube-nocookie.com/embed/abc123');
  });

  // The sanitizer writes a size for every player it keeps (16:9 when WordPress knows none) and drops the
  // player of a figure whose size is not digits: what reaches the core unusable is a size of zero.
  it.each([
    ['a width of zero', 'data-embed-width="0" data-embed-height="315"'],
    ['a height of zero', 'data-embed-width="560" data-embed-height="0"'],
  ])('reserves a 16:9 box for %s', (_, size) => {
    const attributes = `data-embed-provider="YouTube" data-embed-player="https://www.youtube-nocookie.com/embed/abc123" ${size}`;
    const [embed] = embedsOf(buildArticleBody({ html: embedFigure({ attributes }), toc: [], media: [] }));
    expect({ width: embed?.width, height: embed?.height }).toEqual({ width: 16, height: 9 });
  });

  it("keeps a portrait player's own box", () => {
    const attributes = 'data-embed-provider="TikTok" data-embed-player="https://www.youtube-nocookie.com/embed/abc123" data-embed-width="325" data-embed-height="575"';
    const [embed] = embedsOf(buildArticleBody({ html: embedFigure({ attributes }), toc: [], media: [] }));
    expect({ width: embed?.width, height: embed?.height }).toEqual({ width: 325, height: 575 });
  });

  it("leaves a figure without a player in the HTML: a post's quote card, a link to a host not allowed", () => {
    const post = '<figure class="nd-embed nd-embed--post"><blockquote><p>Models, explained.</p></blockquote><a class="nd-embed__link" href="https://bsky.app/profile/a/post/1">A post</a></figure>';
    const link = '<figure class="nd-embed nd-embed--link"><a class="nd-embed__link" href="https://videos.example/v/1">A video</a></figure>';
    const blocks = buildArticleBody({ html: `<p>a</p>${post}${link}`, toc: [], media: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['html']);
    expect(outline(blocks)[0]).toContain('nd-embed--post');
    expect(outline(blocks)[0]).toContain('nd-embed--link');
  });

  it('leaves an embed inside other markup (columns, a group) in its HTML, where its figure is the card', () => {
    const html = `<div class="wp-block-columns"><div class="wp-block-column">${embedFigure()}</div><div class="wp-block-column"><p>b</p></div></div>`;
    const blocks = buildArticleBody({ html, toc: [], media: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['html']);
    expect(outline(blocks)[0]).toContain('data-embed-player="https://www.youtube-nocookie.com/embed/abc123"');
  });

  it('keeps two embeds in a row as two blocks, in order', () => {
    const second = embedFigure({ attributes: 'data-embed-provider="Vimeo" data-embed-player="https://player.vimeo.com/video/1" data-embed-width="640" data-embed-height="360"' });
    expect(outline(buildArticleBody({ html: `${embedFigure()}${second}<p>c</p>`, toc: [], media: [] }))).toEqual([
      'EMBED:https://www.youtube-nocookie.com/embed/abc123',
      'EMBED:https://player.vimeo.com/video/1',
      '<p>c</p>',
    ]);
  });

  it('still inserts the table of contents after the first paragraph when an embed comes first', () => {
    const blocks = buildArticleBody({ html: `${embedFigure()}<p>a</p><h2 id="one">One</h2>`, toc, media: [] });
    expect(outline(blocks)).toEqual(['EMBED:https://www.youtube-nocookie.com/embed/abc123', '<p>a</p>', 'TOC', '<h2 id="one">One</h2>']);
  });
});
