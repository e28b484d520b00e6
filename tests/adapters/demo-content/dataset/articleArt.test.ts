// The demo's pictures follow each story's subject: computed from the built
// dataset (every image URL looked up in the media it serves), not from the plan.
import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../../../../adapters/demo-content/dataset/buildDataset.ts';
import { MEDIA_PREFIX } from '../../../../adapters/demo-content/dataset/mediaAssets.ts';
import type { DemoPost } from '../../../../adapters/demo-content/dataset/buildPosts.ts';

const dataset = buildDemoDataset({ now: new Date('2025-03-14T09:30:00Z') });
const languages = Object.values(dataset.languages);

const motifOf = (url: string): string => {
  const asset = dataset.media.get(url.slice(url.indexOf(MEDIA_PREFIX) + MEDIA_PREFIX.length));
  if (asset?.kind !== 'art') throw new Error(`${url} is not a drawing the demo serves`);
  return asset.motif;
};

const coverMotif = (post: DemoPost): string | undefined => {
  const sizes = [post.full.image, post.full.image_medium, post.full.thumbnail, post.full.image_full].filter((url): url is string => typeof url === 'string');
  const motifs = new Set(sizes.map(motifOf));
  expect(motifs.size).toBeLessThanOrEqual(1);
  return [...motifs][0];
};

/** The cover, the inline images and the video's poster of a post. */
const picturesOf = (post: DemoPost): string[] => {
  const cover = coverMotif(post);
  const inline = (post.full.media_inline ?? []).flatMap((item) => (item.kind === 'video' ? [item.poster_url!] : [item.asset_url]));
  return [...(cover ? [cover] : []), ...inline.map(motifOf)];
};

describe('demo art', () => {
  it('shows a different drawing in each picture of an article: cover, inline images and video poster', () => {
    let withPoster = 0;
    for (const { posts } of languages) {
      for (const post of posts) {
        const motifs = picturesOf(post);
        expect(motifs.length).toBeGreaterThanOrEqual(2);
        expect(new Set(motifs).size).toBe(motifs.length);
        if (motifs.length === 4) withPoster += 1;
      }
    }
    expect(withPoster).toBeGreaterThan(0);
  });

  it('gives each topic covers of its own: no drawing illustrates two topics', () => {
    for (const { posts } of languages) {
      const topicsByMotif = new Map<string, Set<string>>();
      for (const post of posts) {
        const motif = coverMotif(post);
        if (motif) topicsByMotif.set(motif, (topicsByMotif.get(motif) ?? new Set()).add(post.topic));
      }
      const topics = new Set(posts.map((post) => post.topic));
      expect(topicsByMotif.size).toBeGreaterThanOrEqual(topics.size);
      for (const owners of topicsByMotif.values()) expect(owners.size).toBe(1);
    }
  });

  it('draws school stories apart from hospital ones, and humanoids apart from factory arms', () => {
    for (const { posts } of languages) {
      const coversIn = (sub: string): Set<string | undefined> => new Set(posts.filter((post) => post.placement.sub === sub).map(coverMotif).filter(Boolean));
      for (const [a, b] of [['health', 'education'], ['humanoids', 'industrial']] as const) {
        const [coversA, coversB] = [coversIn(a), coversIn(b)];
        expect(coversA.size).toBeGreaterThan(0);
        expect(coversB.size).toBeGreaterThan(0);
        for (const motif of coversA) expect(coversB.has(motif)).toBe(false);
      }
    }
  });

  it('gives sibling stories of one subject different inline pictures', () => {
    for (const { posts } of languages) {
      const byCover = new Map<string, string[]>();
      for (const post of posts) {
        const [cover, first] = picturesOf(post);
        if (cover && first) byCover.set(cover, [...(byCover.get(cover) ?? []), first]);
      }
      for (const firsts of byCover.values()) if (firsts.length > 1) expect(new Set(firsts).size).toBeGreaterThan(1);
    }
  });
});
