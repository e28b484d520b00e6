// The demo's embedded videos, computed from the built dataset: a YouTube block in
// a few articles of every language, as WordPress renders it with the companion
// plugin's wrapper, its poster on the demo's own media.
import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../../../../adapters/demo-content/dataset/buildDataset.ts';
import { MEDIA_PREFIX } from '../../../../adapters/demo-content/dataset/mediaAssets.ts';
import { createEditorialHtmlSanitizer } from '../../../../adapters/wordpress/sanitizeEditorialHtml.ts';
import { buildArticleBody } from '../../../../src/domain/articleBody.ts';

const dataset = buildDemoDataset({ now: new Date('2025-03-14T09:30:00Z') });
const languages = Object.values(dataset.languages);

/** The plugin's wrapper of each embed of a body, as attributes by name. */
const wrappersOf = (html: string): Record<string, string>[] =>
  [...html.matchAll(/<div class="newsdesk-oembed"([^>]*)>/g)].map((match) => Object.fromEntries([...match[1]!.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));

describe('demo embeds', () => {
  it('embeds a YouTube video in three articles of every language, each video in the same story everywhere', () => {
    const byVideo = languages.map(({ posts }) =>
      Object.fromEntries(posts.flatMap((post) => wrappersOf(post.full.content!).map((wrapper) => [wrapper['data-url'], `${post.topic}: ${post.placement.parent}/${post.placement.sub}`]))),
    );
    for (const videos of byVideo) expect(Object.keys(videos)).toHaveLength(3);
    for (const videos of byVideo) expect(videos).toEqual(byVideo[0]);
  });

  it("wraps each oEmbed iframe as the plugin does, in WordPress's embed block with the caption in the article's language", () => {
    for (const { lang, posts } of languages) {
      for (const post of posts.filter((p) => p.full.content!.includes('newsdesk-oembed'))) {
        const html = post.full.content!;
        expect(html).toMatch(/<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><div class="newsdesk-oembed" [^>]*><iframe width="560" height="315" src="https:\/\/www\.youtube\.com\/embed\/[\w-]{11}\?feature=oembed" [^>]*><\/iframe><\/div><\/div><figcaption class="wp-element-caption">[^<]+<\/figcaption><\/figure>/);
        const [wrapper] = wrappersOf(html);
        expect(wrapper).toMatchObject({ 'data-provider': 'YouTube', 'data-type': 'video', 'data-width': '560', 'data-height': '315' });
        expect(wrapper?.['data-url']).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
        if (lang !== 'en') expect(/<figcaption[^>]*>([^<]+)</.exec(html)?.[1], lang).toMatch(/\((in inglese|en anglais|auf Englisch|en inglés|em inglês)\)/);
      }
    }
  });

  it("shows each video's poster from the demo's own media, one drawing per video whatever the language", () => {
    const posters = new Map<string, Set<string>>();
    for (const { posts } of languages) {
      for (const wrapper of posts.flatMap((post) => wrappersOf(post.full.content!))) {
        const poster = wrapper['data-poster']!;
        expect(poster.startsWith(`${MEDIA_PREFIX}/art/`)).toBe(true);
        expect(dataset.media.has(poster.slice(MEDIA_PREFIX.length)), poster).toBe(true);
        posters.set(wrapper['data-url']!, (posters.get(wrapper['data-url']!) ?? new Set()).add(poster));
      }
    }
    expect(posters.size).toBe(3);
    for (const set of posters.values()) expect(set.size).toBe(1);
  });

  it('reaches the article as an embed block through the WordPress adapter’s sanitizer: a YouTube player from youtube-nocookie.com', () => {
    const sanitize = createEditorialHtmlSanitizer();
    const post = dataset.languages.it.posts.find((p) => p.full.content!.includes('newsdesk-oembed'))!;
    const embeds = buildArticleBody({ html: sanitize(post.full.content!), toc: [], media: [] }).flatMap((block) => (block.kind === 'embed' ? [block.embed] : []));
    expect(embeds).toHaveLength(1);
    expect(embeds[0]).toMatchObject({ provider: 'YouTube', width: 560, height: 315 });
    expect(embeds[0]?.playerUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(embeds[0]?.posterUrl).toMatch(/^\/demo-media\/art\/.+-960x540\.jpg$/);
    expect(String(embeds[0]?.caption)).toContain('(in inglese)');
  });
});
