import { isComment, isTag, isText, type AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../../../adapters/demo-content/dataset/buildDataset.ts';
import { createEditorialHtmlSanitizer } from '../../../adapters/wordpress/sanitizeEditorialHtml.ts';
import { LANGS } from '../../../src/domain/language.ts';

// The demo content is the newsroom's markup as WordPress stores it: the sanitizer
// must let all of it through, so that the site shows it exactly as before. Every
// element with every attribute and every piece of text survives, in order; the
// only changes are the spec's: a `<!-- MEDIA:slot -->` comment becomes the span
// anchor `<span data-media-slot="slot">`, and an embed block (an iframe WordPress
// rendered from a video's address) becomes a click-to-load figure, which the
// embeds' own tests check (docs/editorial-blocks.md).
const sanitize = createEditorialHtmlSanitizer();
const dataset = buildDemoDataset({ now: new Date(Date.UTC(2026, 10, 20, 12)) });

/** docs/product.md#inline-media: 'MEDIA:' then letters, digits, underscore or hyphen. */
const MEDIA_COMMENT = /^\s*MEDIA:([A-Za-z0-9_-]+)\s*$/;

/** The markup as a list of what a reader's browser builds: tags with their attributes (sorted), and texts. */
const outline = (nodes: readonly AnyNode[]): string[] =>
  nodes.flatMap((node): string[] => {
    if (isText(node)) return [`text ${JSON.stringify(node.data)}`];
    if (isComment(node)) {
      const slot = MEDIA_COMMENT.exec(node.data)?.[1];
      return slot === undefined ? [] : ['<span data-media-slot="' + slot + '">', '</span>'];
    }
    if (!isTag(node)) return [];
    const attributes = Object.entries(node.attribs).sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => ` ${name}=${JSON.stringify(value)}`);
    return [`<${node.name}${attributes.join('')}>`, ...outline(node.children), `</${node.name}>`];
  });

const outlineOf = (html: string): string[] => outline(parseDocument(html, { decodeEntities: true }).children);

/** The outline with each embed figure, before (`wp-block-embed`) or after (`nd-embed`), replaced by its caption's text. */
const EMBED_FIGURE = /<figure class="(?:wp-block-embed|nd-embed)[^"]*"[\s\S]*?<figcaption[^>]*>([\s\S]*?)<\/figcaption><\/figure>/g;
const withoutEmbeds = (html: string): string => html.replace(EMBED_FIGURE, '<p data-embed>$1</p>');

const editorialHtml = LANGS.flatMap((lang): (readonly [where: string, html: string])[] => {
  const { posts, pagesBySlug } = dataset.languages[lang];
  return [
    ...posts.flatMap((post) => [[`${lang} post ${post.slug}: content`, post.full.content ?? ''], [`${lang} post ${post.slug}: excerpt`, post.full.excerpt ?? '']] as const),
    ...[...pagesBySlug].flatMap(([slug, page]) => [[`${lang} page ${slug}: content`, page.content ?? ''], [`${lang} page ${slug}: excerpt`, page.excerpt ?? '']] as const),
  ];
});

describe('the demo content through the sanitizer', () => {
  it('loses no element, attribute or text of any post or page, in any language', () => {
    const changed = editorialHtml.filter(([, html]) => JSON.stringify(outlineOf(withoutEmbeds(sanitize(html)))) !== JSON.stringify(outlineOf(withoutEmbeds(html))));
    expect(changed.map(([where]) => where)).toEqual([]);
  });

  it('turns each embedded video into one click-to-load figure, its caption kept and no iframe left', () => {
    const withEmbeds = editorialHtml.filter(([, html]) => html.includes('wp-block-embed'));
    expect(withEmbeds.length).toBeGreaterThan(0);
    for (const [, html] of withEmbeds) {
      const sanitized = sanitize(html);
      expect(sanitized).not.toContain('<iframe');
      expect(sanitized.match(/<figure class="nd-embed"/g)?.length).toBe(html.match(/<figure class="wp-block-embed/g)?.length);
    }
  });

  it('shows what it checks: headings with ids, summaries, lists, quotes and both spellings of the media placeholders', () => {
    const all = editorialHtml.flatMap(([, html]) => outlineOf(html)).join('\n');
    for (const part of ['<h2 id=', '<h3 id=', '<p class="summary">', '<ul>', '<blockquote>', '<cite>', '<span data-media-slot="slot-1">', '<span data-media-slot="slot-2">']) {
      expect(all).toContain(part);
    }
    expect(editorialHtml.some(([, html]) => html.includes('<!-- MEDIA:'))).toBe(true);
  });
});
