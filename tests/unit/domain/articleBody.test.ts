import { describe, expect, it } from 'vitest';
import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { buildArticleBody } from '../../../src/domain/articleBody.ts';

const image = (slot_id: string, extra: Partial<InlineMediaItem> = {}): InlineMediaItem => ({ slot_id, kind: 'image', ...extra });
const toc = [{ slug: 'one', name: 'One' }];

describe('article body blocks', () => {
  it('replaces a span placeholder with its media item', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><span data-media-slot="slot-1"></span><p>b</p>', toc: [], media: [image('slot-1')] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'media', item: image('slot-1'), eager: false },
      { kind: 'html', html: '<p>b</p>' },
    ]);
  });

  it('accepts the media-slot attribute and the MEDIA comment form', () => {
    const blocks = buildArticleBody({ html: '<span media-slot="a"></span><!-- MEDIA:b --><p>x</p>', toc: [], media: [image('a'), image('b')] });
    expect(blocks.map((b) => (b.kind === 'media' ? b.item.slot_id : b.kind))).toEqual(['a', 'b', 'html']);
  });

  it('matches slots ignoring case and by numeric suffix', () => {
    const blocks = buildArticleBody({ html: '<!-- MEDIA:HERO --><span data-media-slot="image_2"></span>', toc: [], media: [image('hero'), image('slot-2')] });
    expect(blocks.map((b) => b.kind === 'media' && b.item.slot_id)).toEqual(['hero', 'slot-2']);
  });

  it('removes unmatched placeholders and other comments', () => {
    const blocks = buildArticleBody({ html: '<p>a</p><span data-media-slot="nope"></span><!-- MEDIA:gone --><!-- note --><p>b</p>', toc: [], media: [] });
    expect(blocks).toEqual([{ kind: 'html', html: '<p>a</p><p>b</p>' }]);
  });

  it('loads priority slots eagerly', () => {
    const blocks = buildArticleBody({ html: '<!-- MEDIA:a --><!-- MEDIA:b -->', toc: [], media: [image('a', { priority: true }), image('b')] });
    expect(blocks.map((b) => b.kind === 'media' && b.eager)).toEqual([true, false]);
  });

  it('moves a nested placeholder after its top-level element and drops an element left empty', () => {
    const blocks = buildArticleBody({
      html: '<p>text <span data-media-slot="a"></span>more</p><p><span data-media-slot="b"></span></p><p>end</p>',
      toc: [],
      media: [image('a'), image('b')],
    });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>text more</p>' },
      { kind: 'media', item: image('a'), eager: false },
      { kind: 'media', item: image('b'), eager: false },
      { kind: 'html', html: '<p>end</p>' },
    ]);
  });

  it('inserts the table of contents after the first summary paragraph', () => {
    const blocks = buildArticleBody({ html: '<p>intro</p><p class="lead summary">sum</p><h2 id="one">One</h2>', toc, media: [] });
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>intro</p><p class="lead summary">sum</p>' },
      { kind: 'toc', items: toc },
      { kind: 'html', html: '<h2 id="one">One</h2>' },
    ]);
  });

  it('inserts it after the first paragraph when none is a summary', () => {
    const blocks = buildArticleBody({ html: '<h2 id="x">X</h2><p>first</p><p>second</p>', toc, media: [] });
    expect(blocks.map((b) => b.kind)).toEqual(['html', 'toc', 'html']);
    expect(blocks[0]).toEqual({ kind: 'html', html: '<h2 id="x">X</h2><p>first</p>' });
  });

  it('inserts it at the start when there is no paragraph', () => {
    expect(buildArticleBody({ html: '<h2 id="one">One</h2>', toc, media: [] }).map((b) => b.kind)).toEqual(['toc', 'html']);
  });

  it('adds no table of contents block when there are no items', () => {
    expect(buildArticleBody({ html: '<p class="summary">s</p>', toc: [], media: [] })).toEqual([{ kind: 'html', html: '<p class="summary">s</p>' }]);
  });

  it('keeps text and attributes escaped when it serializes the chunks again', () => {
    const blocks = buildArticleBody({ html: '<p title="a &quot;b&quot;">x &lt; y &amp; z</p>', toc: [], media: [] });
    expect(blocks).toEqual([{ kind: 'html', html: '<p title="a &quot;b&quot;">x &lt; y &amp; z</p>' }]);
  });
});
