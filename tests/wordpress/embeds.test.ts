import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { createPost, deletePosts } from './wordpressContent.ts';

// Embeds as editors make them (a YouTube block, a YouTube URL alone on its line,
// a URL no oEmbed provider knows), read through the plugin's get_post: WordPress
// runs its own oEmbed flow against the local WordPress's stand-in providers
// (scripts/wordpress/mu-plugins/newsdesk-local-oembed.php, which counts every
// outside request), and the plugin wraps each result with what Newsdesk needs
// to know of it (wordpress/newsdesk/includes/content/class-embeds.php). Posts are made for
// this file and deleted after it.

const wordpress = localWordpress();
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const section = dataset.languages.en.categories.tree[0]!;
const sub = section.children[0]!;

const BLOCK_VIDEO = 'NDembedBlk1';
const LINE_VIDEO = 'NDembedLin2';
const UNKNOWN_URL = 'https://video.unknown-provider.example/watch/nd-embed-3';
/** A URL whose player WordPress cached when its provider still answered; nobody answers for it now. */
const GONE_URL = 'https://video.gone-provider.example/watch/nd-embed-4';
const GONE_PLAYER_SRC = 'https://video.gone-provider.example/player/nd-embed-4';
const GONE_PLAYER = `<iframe src="${GONE_PLAYER_SRC}" width="500" height="281" title="A player WordPress kept"></iframe>`;
const embedBlock = (url: string, provider: string): string =>
  [
    `<!-- wp:embed {"url":"${url}","type":"video","providerNameSlug":"${provider}","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->`,
    `<figure class="wp-block-embed is-type-video is-provider-${provider} wp-block-embed-${provider} wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">`,
    url,
    '</div><figcaption class="wp-element-caption">What the editors captioned.</figcaption></figure>',
    '<!-- /wp:embed -->',
  ].join('\n');

const POSTS = {
  block: { slug: 'nd-embed-youtube-block', url: `https://www.youtube.com/watch?v=${BLOCK_VIDEO}`, content: embedBlock(`https://www.youtube.com/watch?v=${BLOCK_VIDEO}`, 'youtube') },
  line: { slug: 'nd-embed-youtube-line', url: `https://youtu.be/${LINE_VIDEO}`, content: `A paragraph before the video.\n\nhttps://youtu.be/${LINE_VIDEO}\n\nAnd one after it.` },
  unknown: { slug: 'nd-embed-unknown', url: UNKNOWN_URL, content: `${embedBlock(UNKNOWN_URL, 'unknown')}\n\n[embed]${UNKNOWN_URL}?shortcode=1[/embed]` },
  gone: { slug: 'nd-embed-gone', url: GONE_URL, content: `A paragraph before the video.\n\n${GONE_URL}\n\nAnd one after it.` },
} as const;

interface Calls {
  readonly oembed: number;
  readonly thumbnail: number;
  readonly refused: number;
}

/** The outside requests the local WordPress answered or refused so far. */
const calls = async (): Promise<Calls> => {
  const counted = JSON.parse(await wordpress.php("echo wp_json_encode( get_option( 'newsdesk-local-oembed', array() ) );")) as Partial<Calls>;
  return { oembed: counted.oembed ?? 0, thumbnail: counted.thumbnail ?? 0, refused: counted.refused ?? 0 };
};
const gained = (before: Calls, after: Calls): Calls => ({ oembed: after.oembed - before.oembed, thumbnail: after.thumbnail - before.thumbnail, refused: after.refused - before.refused });

const contentOf = async (slug: string): Promise<string> => {
  const answer = await fetch(`${wordpress.apiBase}/v6/get_post?lang=en&slug=${slug}`, { headers: { Accept: 'application/json' } });
  expect(answer.status, slug).toBe(200);
  const [post] = (await answer.json()) as { content: string }[];
  return post!.content;
};

/** The wrappers of a body, each with its attributes (entities of attribute values decoded) and the HTML it holds. */
const wrappers = (html: string): { attributes: Record<string, string>; inner: string }[] =>
  [...html.matchAll(/<div class="newsdesk-oembed"([^>]*)>([\s\S]*?)<\/div>/g)].map(([, attributes, inner]) => ({
    attributes: Object.fromEntries([...attributes!.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll('&#038;', '&').replaceAll('&amp;', '&')])),
    inner: inner!,
  }));

const attributeOf = (html: string, tag: string, name: string): string | undefined => new RegExp(`<${tag}\\b[^>]*\\s${name}=["']([^"']*)["']`).exec(html)?.[1];

/** The file behind a URL of the WordPress's uploads. */
const uploadedFile = (url: string): string => {
  const prefix = `${wordpress.origin}/wp-content/uploads/`;
  expect(url.startsWith(prefix), url).toBe(true);
  return join(wordpress.info.wordpressDir, 'wp-content', 'uploads', url.slice(prefix.length));
};

const postIds: number[] = [];
let logOffset = 0;

beforeAll(async () => {
  logOffset = wordpress.debugLog().length;
  for (const post of Object.values(POSTS)) {
    postIds.push((await createPost(wordpress, { title: `Embed ${post.slug}`, content: post.content, lang: 'en', categories: [sub.slug], slug: post.slug })).id);
  }
  // WordPress's own cache of the gone URL's player, under the key WP_Embed::shortcode() reads for a URL alone on its line.
  await wordpress.php(`
    $url    = ${JSON.stringify(GONE_URL)};
    $suffix = md5( $url . serialize( wp_parse_args( array(), wp_embed_defaults( $url ) ) ) );
    update_post_meta( ${postIds[3]!}, '_oembed_' . $suffix, ${JSON.stringify(GONE_PLAYER)} );
    update_post_meta( ${postIds[3]!}, '_oembed_time_' . $suffix, time() );`);
}, 120_000);

afterAll(async () => {
  await deletePosts(wordpress, postIds);
}, 60_000);

describe.each([
  { kind: 'a YouTube embed block', post: POSTS.block, video: BLOCK_VIDEO },
  { kind: 'a YouTube URL alone on its line', post: POSTS.line, video: LINE_VIDEO },
])('$kind, read through get_post', ({ post, video }) => {
  it('is wrapped with its URL, provider, title, type, size and a poster on the uploads, around WordPress’s own player, at the cost of one call to the provider', async () => {
    const before = await calls();
    const body = await contentOf(post.slug);
    expect(gained(before, await calls())).toEqual({ oembed: 1, thumbnail: 1, refused: 0 });

    const found = wrappers(body);
    expect(found).toHaveLength(1);
    const [{ attributes, inner }] = found as [(typeof found)[0]];
    expect(attributes['data-url']).toBe(post.url);
    expect(attributes['data-provider']).toBe('YouTube');
    expect(attributes['data-type']).toBe('video');
    expect(attributes['data-title']).toContain(video);
    // WordPress's HTML as it wrote it: the player of that video, at the size the wrapper states.
    expect(attributeOf(inner, 'iframe', 'src')).toBe(`https://www.youtube.com/embed/${video}?feature=oembed`);
    expect(attributes['data-width']).toBe(attributeOf(inner, 'iframe', 'width'));
    expect(attributes['data-height']).toBe(attributeOf(inner, 'iframe', 'height'));

    const poster = attributes['data-poster']!;
    expect(poster).toMatch(new RegExp(`^${wordpress.origin}/wp-content/uploads/newsdesk-embeds/[0-9a-f]{32}\\.jpg$`));
    const file = uploadedFile(poster);
    expect(existsSync(file)).toBe(true);
    expect([...readFileSync(file).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const served = await fetch(poster);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('is answered again from what WordPress and the plugin kept: no call at all', async () => {
    const first = await contentOf(post.slug);
    const before = await calls();
    expect(await contentOf(post.slug)).toBe(first);
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 0, refused: 0 });
  });
});

describe('a poster whose file has gone', () => {
  it('is downloaded again on the next read, and nothing else is asked', async () => {
    const [wrapper] = wrappers(await contentOf(POSTS.block.slug));
    const file = uploadedFile(wrapper!.attributes['data-poster']!);
    rmSync(file);
    const before = await calls();
    const [again] = wrappers(await contentOf(POSTS.block.slug));
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 1, refused: 0 });
    expect(again!.attributes['data-poster']).toBe(wrapper!.attributes['data-poster']);
    expect(existsSync(file)).toBe(true);
  });
});

describe('a URL no oEmbed provider knows', () => {
  it('stays as WordPress writes it, unwrapped: the URL of an embed block as text, an [embed] shortcode as a link', async () => {
    const body = await contentOf(POSTS.unknown.slug);
    expect(wrappers(body)).toEqual([]);
    expect(body).toContain(`\n${UNKNOWN_URL}\n`);
    expect(body).toContain(`<a href="${UNKNOWN_URL}?shortcode=1">`);
  });

  it('is not asked again on the next read (WordPress keeps the failure)', async () => {
    await contentOf(POSTS.unknown.slug);
    const before = await calls();
    await contentOf(POSTS.unknown.slug);
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 0, refused: 0 });
  });
});

describe('an embed whose player WordPress kept, whose provider no longer answers', () => {
  const gonePostId = (): number => postIds[3]!;
  const checkedKey = `'_newsdesk_oembed_' . md5( ${JSON.stringify(GONE_URL)} )`;

  it('is wrapped with its URL alone around the kept player, after one attempt to learn more', async () => {
    const before = await calls();
    const body = await contentOf(POSTS.gone.slug);
    // WordPress's discovery of the page, refused as the machine is offline.
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 0, refused: 1 });
    const found = wrappers(body);
    expect(found.map(({ attributes }) => attributes)).toEqual([{ 'data-url': GONE_URL }]);
    expect(attributeOf(found[0]!.inner, 'iframe', 'src')).toBe(GONE_PLAYER_SRC);
  });

  it('is not asked again on the next read: the plugin remembers the failure', async () => {
    await contentOf(POSTS.gone.slug);
    const before = await calls();
    await contentOf(POSTS.gone.slug);
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 0, refused: 0 });
  });

  it('is asked again once a day has passed since the last attempt', async () => {
    await contentOf(POSTS.gone.slug);
    await wordpress.php(`
      $kept = get_post_meta( ${gonePostId()}, ${checkedKey}, true );
      $kept['checked'] -= DAY_IN_SECONDS + 60;
      update_post_meta( ${gonePostId()}, ${checkedKey}, $kept );`);
    const before = await calls();
    await contentOf(POSTS.gone.slug);
    expect(gained(before, await calls())).toEqual({ oembed: 0, thumbnail: 0, refused: 1 });
  });
});

describe('the site’s own rendering', () => {
  it('keeps WordPress’s oEmbed HTML without the wrapper: the plugin wraps only the contract’s bodies', async () => {
    await contentOf(POSTS.block.slug);
    const html = await wordpress.php(`
      global $post;
      $post = get_post( ${postIds[0]!} );
      setup_postdata( $post );
      echo apply_filters( 'the_content', $post->post_content );`);
    expect(html).toContain(`https://www.youtube.com/embed/${BLOCK_VIDEO}?feature=oembed`);
    expect(html).not.toContain('newsdesk-oembed');
  });
});

describe('the debug log', () => {
  it('gained no notice, warning or error while these embeds were fetched and read', () => {
    const lines = wordpress.debugLog().slice(logOffset).split('\n');
    expect(lines.filter((line) => /PHP (Notice|Warning|Fatal error|Parse error)|called <strong>incorrectly/.test(line))).toEqual([]);
  });
});
