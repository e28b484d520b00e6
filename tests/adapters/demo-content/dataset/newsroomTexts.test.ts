// The demo's texts read as a newsroom's: computed from the built dataset, in
// every language, so a new article or translation is held to the same rules.
import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '../../../../adapters/demo-content/dataset/buildDataset.ts';
import { htmlText } from '../../../../adapters/demo-content/textFolding.ts';

const dataset = buildDemoDataset({ now: new Date('2025-03-14T09:30:00Z') });
const languages = Object.values(dataset.languages);

const paragraphsOf = (html: string): string[] => [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((match) => htmlText(match[1]!).trim());

describe('demo texts', () => {
  it('never repeats an article’s standfirst in its body, in any language', () => {
    for (const { posts } of languages) {
      for (const post of posts) {
        const standfirst = post.full.subtitle!;
        expect(standfirst.length).toBeGreaterThan(20);
        expect(post.bodyText).not.toContain(standfirst);
        expect(paragraphsOf(post.full.content!)[0]).not.toContain(standfirst);
      }
    }
  });

  it('ends no two articles of a language on the same paragraph', () => {
    for (const { posts } of languages) {
      const endings = posts.map((post) => paragraphsOf(post.full.content!).at(-1));
      for (const ending of endings) expect(ending?.length).toBeGreaterThan(40);
      expect(new Set(endings).size).toBe(posts.length);
    }
  });

  it('describes each further-reading source in words of its own, the same wherever it is linked', () => {
    for (const { posts } of languages) {
      const byUrl = new Map<string, Set<string>>();
      for (const link of posts.flatMap((post) => post.full.outbound_links ?? [])) {
        byUrl.set(link.url, (byUrl.get(link.url) ?? new Set()).add(link.description!));
      }
      expect(byUrl.size).toBeGreaterThan(20);
      for (const descriptions of byUrl.values()) expect(descriptions.size).toBe(1);
      const descriptions = [...byUrl.values()].map((set) => [...set][0]);
      expect(new Set(descriptions).size).toBe(byUrl.size);
    }
  });
});
