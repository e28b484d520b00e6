// The embedded demo content with one English article whose body is the block editor's own
// content: every fixture of Gutenberg's test suite that tests/wordpress/corpus/gutenberg/manifest.json
// lists (each core block in each of the forms it has been saved in), then a few blocks as
// WordPress 6 renders them into `the_content` where the saved form does not say what a reader
// gets (footnotes are rendered from the post's meta; columns, rows and galleries gain their
// layout classes) or is too small to test (a table wider than a phone, a long line of code),
// and the editor's named colours and sizes. The fixtures' media sit on test hosts nobody serves
// (localhost:8888, wptest.local, w.wiki...): they are pointed at the demo's own pictures, video
// and a short silence, on this API's origin, which the site allows as the content API's.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { API_MOUNT } from '../../adapters/wordpress/wordpressPaths.ts';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { MEDIA_PREFIX } from '../../adapters/demo-content/dataset/mediaAssets.ts';
import { DEMO_VIDEO } from '../../adapters/demo-content/demoVideo.ts';

const CORPUS = new URL('../wordpress/corpus/gutenberg/', import.meta.url);

interface ManifestEntry {
  readonly file: string;
  readonly block: string;
}

/** The English demo post whose body becomes the blocks' (its address stays the demo's). */
const POST_POSITION = 3;

/** Its slug: the page is `/en/article/{slug}`, which answers 301 to the article's canonical address. */
export const blocksArticleSlug = (): string => demoDataset({ mediaBase: '' }).languages.en.posts[POST_POSITION]!.slug;

/**
 * Blocks whose fixture is a fragment WordPress only ever renders inside its parent: a list
 * item's is its `<li>` alone (the list fixtures hold list items where a post has them).
 */
const FRAGMENTS = new Set(['list-item']);

/** The fixtures, in the manifest's order, each under a heading naming it. */
const fixtures = (): string => {
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', CORPUS), 'utf8')) as ManifestEntry[];
  return manifest
    .filter(({ block }) => !FRAGMENTS.has(block))
    .map(({ file }) => `<h2>${file.replace(/\.html$/, '')}</h2>\n${readFileSync(new URL(file, CORPUS), 'utf8')}`)
    .join('\n');
};

/** A silent second of 8 kHz mono WAV: something for the audio blocks to point at. */
const silence = (): Buffer => {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
};
const SILENCE_PATH = '/blocks-media/silence.wav';

/**
 * The fixtures' media on this origin: every source, poster and background URL of another
 * host becomes one of the demo's pictures (by turns), its video, or the silence. Links stay
 * as they are: nobody follows them.
 */
const withLocalMedia = (html: string, origin: string, pictures: readonly string[]): string => {
  let turn = 0;
  const local = (url: string): string => {
    if (/\.(mp4|webm|mov)(\?|$)/i.test(url)) return `${origin}${MEDIA_PREFIX}/video/${DEMO_VIDEO.fileName}`;
    if (/\.(mp3|wav|ogg|m4a)(\?|$)/i.test(url)) return `${origin}${SILENCE_PATH}`;
    return `${origin}${MEDIA_PREFIX}${pictures[turn++ % pictures.length]}`;
  };
  return html
    .replace(/\b(src|poster)="(https?:\/\/[^"]+)"/g, (_, name: string, url: string) => `${name}="${local(url)}"`)
    .replace(/url\((["']?)(https?:\/\/[^"')]+)\1\)/g, (_, quote: string, url: string) => `url(${quote}${local(url)}${quote})`);
};

/**
 * What WordPress 6 renders for blocks whose saved HTML is not what a reader gets, or that the
 * fixtures hold too small to test. Anchors (an editor's "HTML anchor") name the ones the
 * browser test measures; the sanitizer namespaces them (`c-` prefix).
 */
const rendered = (origin: string, pictures: readonly string[]): string => {
  const picture = (i: number): string => `${origin}${MEDIA_PREFIX}${pictures[i % pictures.length]}`;
  const image = (i: number, alt: string): string => `<img decoding="async" width="1024" height="574" src="${picture(i)}" alt="${alt}" class="wp-image-${100 + i}"/>`;
  const palette = [
    'black', 'cyan-bluish-gray', 'white', 'pale-pink', 'vivid-red', 'luminous-vivid-orange', 'luminous-vivid-amber',
    'light-green-cyan', 'vivid-green-cyan', 'pale-cyan-blue', 'vivid-cyan-blue', 'vivid-purple',
  ];
  const wideRow = (cells: readonly string[], tag = 'td'): string => `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return [
    '<h2 class="wp-block-heading">Rendered by WordPress 6</h2>',
    // Footnotes: the text's numbers and the list core/footnotes renders from the post's meta.
    '<p>Models got smaller<sup data-fn="5b1c0f2e-1" class="fn"><a href="#5b1c0f2e-1" id="5b1c0f2e-1-link">1</a></sup> and cheaper to run.<sup data-fn="5b1c0f2e-2" class="fn"><a href="#5b1c0f2e-2" id="5b1c0f2e-2-link">2</a></sup></p>',
    // A 3-column gallery of image blocks, with captions, as 6.x renders it.
    '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex" id="three-across">',
    ...[0, 1, 2, 3, 4].map((i) => `<figure class="wp-block-image size-large">${image(i, `Robot arm, frame ${i + 1}`)}<figcaption class="wp-element-caption">Frame ${i + 1}</figcaption></figure>`),
    '<figcaption class="blocks-gallery-caption wp-element-caption">Five frames of the arm learning to fold.</figcaption></figure>',
    // Columns with the editor's widths, side by side from 782px.
    '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex" id="two-columns">',
    '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:33.33%"><p>A third of the width: the numbers.</p></div>',
    '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:66.66%"><p>Two thirds: what they mean, at more length, beside them on a wide screen and under them on a phone.</p>',
    // An embed inside a column is no block of its own: its figure shows as a card.
    '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><iframe title="Robots fold laundry" width="500" height="281" src="https://www.youtube.com/embed/abcdefghijk?feature=oembed" frameborder="0" allowfullscreen></iframe></div></figure>',
    '</div></div>',
    // A row, a stack and a group with a named background.
    '<div class="wp-block-group is-nowrap is-layout-flex wp-container-core-group-is-layout-1 wp-block-group-is-layout-flex"><p>Left</p><p>Middle</p><p>Right</p></div>',
    '<div class="wp-block-group is-vertical is-layout-flex wp-container-core-group-is-layout-2 wp-block-group-is-layout-flex"><p>First</p><p>Second</p></div>',
    '<div class="wp-block-group has-black-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained"><p>On black, with <a href="#5b1c0f2e-1">a link</a> and <mark style="background-color:rgba(0, 0, 0, 0)" class="has-inline-color has-vivid-red-color">red words</mark>.</p></div>',
    // Media & text, the media on the right at 40%.
    `<div class="wp-block-media-text alignwide has-media-on-the-right is-stacked-on-mobile" style="grid-template-columns:auto 40%"><div class="wp-block-media-text__content"><p>Text beside its picture.</p></div><figure class="wp-block-media-text__media">${image(1, 'A lab bench')}</figure></div>`,
    // A full-width cover with no dimming: the scrim alone keeps its text legible.
    `<div class="wp-block-cover alignfull is-light" id="cover-full"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-0 has-background-dim"></span>${image(2, '').replace('class="', 'class="wp-block-cover__image-background ')}<div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><p class="has-text-align-center has-x-large-font-size">A cover with no overlay</p></div></div>`,
    // A table wider than a phone, and a long line of code.
    '<figure class="wp-block-table is-style-stripes" id="wide-table"><table><thead>',
    wideRow(['Model', 'Parameters', 'Context window', 'Tokens per second', 'Energy per query', 'Licence', 'Release', 'Benchmark'], 'th'),
    '</thead><tbody>',
    wideRow(['Orca-Mini-Instruct-Quantized', '7,000,000,000', '32,768 tokens', '1,250', '0.0041 kWh', 'Apache-2.0', '2026-03-14', '71.3%']),
    wideRow(['Heron-Large-Multilingual', '70,000,000,000', '131,072 tokens', '310', '0.0317 kWh', 'Proprietary', '2026-01-09', '84.9%']),
    '</tbody></table><figcaption class="wp-element-caption">Eight columns: the table scrolls, not the page.</figcaption></figure>',
    '<pre class="wp-block-code" id="long-code"><code>const response = await fetch(`${CONTENT_API_URL}/v6/get_post?lang=en&amp;slug=${encodeURIComponent(slug)}&amp;fields=content,title,excerpt,author`, { signal: AbortSignal.timeout(2500) });</code></pre>',
    // The editor's palette: each named background with a link on it, each named text colour.
    ...palette.map((slug) => `<p class="has-${slug}-background-color has-background">Background ${slug}, <a href="#5b1c0f2e-2">a link</a>.</p>`),
    `<p>${palette.map((slug) => `<span class="has-inline-color has-${slug}-color">${slug}</span>`).join(' ')}</p>`,
    ...['small', 'medium', 'large', 'x-large', 'huge'].map((size) => `<p class="has-${size}-font-size">Size ${size}</p>`),
    '<p class="has-drop-cap">Drop cap: the first letter spans three lines of a paragraph long enough to show it, as a magazine sets the opening of a story.</p>',
    // Inline meaning, and a correction.
    '<p><del datetime="2026-05-01T09:00:00+00:00">Seven</del> <ins>Eight</ins> models, <s>all</s> most of them open; press <kbd>Ctrl</kbd>+<kbd>K</kbd>; <abbr title="Large language model">LLM</abbr>; H<sub>2</sub>O; <q>good enough</q>; <mark>highlighted</mark>.</p>',
    '<ol start="3" reversed><li>Three<ol type="a"><li>Nested</li></ol></li><li>Two</li><li>One</li></ol>',
    '<details class="wp-block-details"><summary>What the benchmark measures</summary><p>Whether the answer is right, not how it is worded.</p></details>',
    `<div class="wp-block-file"><a id="wp-block-file--media-9" href="${origin}${MEDIA_PREFIX}${pictures[0]}">The full report</a><a href="${origin}${MEDIA_PREFIX}${pictures[0]}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-9">Download</a></div>`,
    `<figure class="wp-block-audio"><audio controls src="${origin}${SILENCE_PATH}"></audio><figcaption class="wp-element-caption">The interview, one second of it.</figcaption></figure>`,
    `<figure class="wp-block-video"><video controls width="640" height="360" src="${origin}${MEDIA_PREFIX}/video/${DEMO_VIDEO.fileName}"></video><figcaption class="wp-element-caption">The loop.</figcaption></figure>`,
    // The classic editor's shortcodes, as WordPress expands them.
    `<figure id="attachment_7" aria-describedby="caption-attachment-7" style="width: 300px" class="wp-caption alignright">${image(3, 'A chip under a microscope').replace('width="1024" height="574"', 'width="300" height="168"')}<figcaption id="caption-attachment-7" class="wp-caption-text">The [caption] shortcode, floated right.</figcaption></figure>`,
    '<p>Text flows beside the floated caption on a wide screen and under it on a phone, which has no room for two columns.</p>',
    `<div id="gallery-1" class="gallery galleryid-7 gallery-columns-3 gallery-size-thumbnail">${[0, 1, 2].map((i) => `<figure class="gallery-item"><div class="gallery-icon landscape"><a href="${picture(i)}">${image(i, `Shortcode picture ${i + 1}`)}</a></div><figcaption class="wp-caption-text gallery-caption" id="gallery-1-${i}">Shortcode ${i + 1}</figcaption></figure>`).join('')}</div>`,
    // Social links: WordPress draws each service's icon as SVG, which the sanitizer drops; the label stays.
    '<ul class="wp-block-social-links is-layout-flex wp-block-social-links-is-layout-flex"><li class="wp-social-link wp-social-link-mastodon  wp-block-social-link"><a href="https://mastodon.example/@newsroom" class="wp-block-social-link-anchor"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M0 0h24v24H0z"></path></svg><span class="wp-block-social-link-label screen-reader-text">Mastodon</span></a></li></ul>',
    '<hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/>',
    '<hr class="wp-block-separator has-alpha-channel-opacity is-style-dots"/>',
    '<ol class="wp-block-footnotes"><li id="5b1c0f2e-1">Measured on the same benchmark a year apart. <a href="#5b1c0f2e-1-link" aria-label="Jump to footnote reference 1">↩︎</a></li><li id="5b1c0f2e-2">At list prices. <a href="#5b1c0f2e-2-link" aria-label="Jump to footnote reference 2">↩︎</a></li></ol>',
  ].join('\n');
};

export interface BlocksContentApi {
  /** The content API base, ending in /wp-json/wp. */
  readonly url: string;
  close(): Promise<void>;
}

export const startBlocksContentApi = async (port = 0): Promise<BlocksContentApi> => {
  const app = express();
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  // Media on this server's own origin, which the site allows as the content API's.
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataset = demoDataset({ mediaBase: origin });
  const pictures = [...dataset.media.entries()].filter(([, asset]) => asset.kind === 'art').map(([path]) => path).slice(0, 6);
  const slug = dataset.languages.en.posts[POST_POSITION]!.slug;
  const content = `${withLocalMedia(fixtures(), origin, pictures)}\n${rendered(origin, pictures)}`;
  app.get(SILENCE_PATH, (_req, res) => void res.type('audio/wav').send(silence()));
  app.use(API_MOUNT, (_req, res: Response, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const posts = Array.isArray(body) ? body : [];
      const post = posts[0] as Record<string, unknown> | undefined;
      if (post?.['name'] !== slug || typeof post['content'] !== 'string') return json(body);
      return json([{ ...post, title: "Every block of the editor", title_h1: "Every block of the editor", content, index_slugs: [], media_inline: [], media_inline_count: 0 }]);
    };
    next();
  });
  app.use(createDemoContentApp({ mediaBase: origin }));
  return {
    url: `${origin}${API_MOUNT}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
