// The demo's linked translations, held to the rule the demo states
// (adapters/demo-content/dataset/translationGroups.ts) and to the contract's shape
// (docs/content-api-contract.md): the expectations below are computed from the rule
// written out here, and checked over HTTP against what the demo answers.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../adapters/demo-content/dataset/buildDataset.ts';
import type { DemoPost } from '../../../adapters/demo-content/dataset/buildPosts.ts';
import { ARTICLES_PER_TOPIC, TOPIC_KEYS } from '../../../adapters/demo-content/dataset/topics.ts';
import { buildImportBundle } from '../../../scripts/wordpress/demoBundle.ts';
import type { Lang } from '../../../src/domain/language.ts';
import { allFullPosts, allPostCards, FIXED_NOW, LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson, server } = useDemoServer();

/**
 * The rule: story (topic, variant) has k = (topic's index × 4 + variant) mod 6; k 0-2 is linked in
 * every language, k 3 in it, en and fr, k 4 in en, fr and de (no Italian), k 5 nowhere.
 */
const linkedLanguages = (topic: string, variant: number): readonly Lang[] => {
  const k = (TOPIC_KEYS.indexOf(topic as (typeof TOPIC_KEYS)[number]) * ARTICLES_PER_TOPIC + variant) % 6;
  return k <= 2 ? LANGS : k === 3 ? ['it', 'en', 'fr'] : k === 4 ? ['en', 'fr', 'de'] : [];
};

/** The languages a post's translations list: its story's, when linked in its language; else itself alone. */
const expectedLanguages = (lang: Lang, post: DemoPost): readonly Lang[] => {
  const linked = linkedLanguages(post.topic, post.variant);
  return linked.includes(lang) ? linked : [lang];
};

/** The dataset the server answers from (built once: the same options give the same one). */
const served = () => demoDataset({ now: FIXED_NOW, mediaBase: server().origin });

/** The demo's posts by language and story (the editorial plan's topic and variant: facts, not the linking under test). */
const storyPosts = (): ReadonlyMap<string, DemoPost> =>
  new Map(LANGS.flatMap((lang) => served().languages[lang].posts.map((post) => [`${lang}:${post.topic}-${post.variant}`, post] as const)));

const idOf = (card: any): number => Number(card.id ?? card.ID);

describe('the demo links the translations of its stories', () => {
  it("lists in every post its story's languages in Newsdesk's order, itself included, each as that post is served", async () => {
    const byStory = storyPosts();
    for (const lang of LANGS) {
      for (const post of await allFullPosts(getJson, lang)) {
        const demo = served().languages[lang].postById.get(post.id)!;
        const expected = expectedLanguages(lang, demo).map((other) => {
          const sibling = byStory.get(`${other}:${demo.topic}-${demo.variant}`)!;
          return { lang: other, slug: sibling.slug, permalink: sibling.full.link, date: sibling.full.datePublished, id: sibling.id };
        });
        expect(post.translations, `${lang}/${post.name}`).toEqual(expected);
        expect(post.translations).toContainEqual({ lang, slug: post.name, permalink: post.link, date: post.datePublished, id: post.id });
      }
    }
  });

  it('makes clusters symmetric: each member, asked for, lists the same members in the same order', async () => {
    const clusters = new Map<string, unknown>();
    for (const lang of LANGS) {
      for (const card of await allPostCards(getJson, lang)) {
        for (const member of card.translations) {
          const key = `${member.lang}:${member.id}`;
          const seen = clusters.get(key);
          if (seen !== undefined) expect(card.translations, key).toEqual(seen);
          clusters.set(key, card.translations);
        }
      }
    }
    expect(clusters.size).toBe(LANGS.length * 48);
  });

  it('gives permalinks that resolve, in their language, to the post served under that path', async () => {
    const checked = new Set<string>();
    for (const lang of LANGS) {
      for (const card of await allPostCards(getJson, lang)) {
        for (const member of card.translations) {
          if (checked.has(member.permalink)) continue;
          checked.add(member.permalink);
          const segments = member.permalink.split('/').slice(1);
          expect(segments[0]).toBe(member.lang);
          expect(segments.at(-1)).toBe(member.slug);
          const [served] = (await getJson(`/v6/get_post?lang=${member.lang}&slug=${member.slug}`)).body;
          expect(served, member.permalink).toMatchObject({ id: member.id, name: member.slug, link: member.permalink, datePublished: member.date });
          // The path is the post's own: its section and subcategory, or the /article/ form of a post filed under a section only.
          expect(segments.slice(1, -1)).toEqual(served.sub_category ? [served.parent_category.slug, served.sub_category.slug] : ['article']);
        }
      }
    }
    expect(checked.size).toBe(LANGS.length * 48);
  });

  it('yields groups of six, groups of three (some without Italian) and standalone posts, and keeps every post', async () => {
    const clusters = new Map<string, string>();
    const standalone = new Map<Lang, number>(LANGS.map((lang) => [lang, 0]));
    const expectedStandalone = new Map<Lang, number>(LANGS.map((lang) => [lang, 0]));
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      expect(cards).toHaveLength(48);
      for (const card of cards) {
        const langs = card.translations.map((t: { lang: string }) => t.lang).join(',');
        if (card.translations.length === 1) standalone.set(lang, standalone.get(lang)! + 1);
        else clusters.set(card.translations.map((t: { id: number }) => t.id).join(','), langs);
      }
    }
    for (const lang of LANGS) {
      for (const post of served().languages[lang].posts) {
        if (expectedLanguages(lang, post).length === 1) expectedStandalone.set(lang, expectedStandalone.get(lang)! + 1);
      }
    }
    const shapes = [...clusters.values()];
    const count = (langs: string) => shapes.filter((shape) => shape === langs).length;
    // 48 stories, k cycling through 0-5: 24 in every language, 8 in it/en/fr, 8 in en/fr/de, 8 alone.
    expect(count(LANGS.join(','))).toBe(24);
    expect(count('it,en,fr')).toBe(8);
    expect(count('en,fr,de')).toBe(8);
    expect(shapes).toHaveLength(40);
    expect(standalone).toEqual(expectedStandalone);
    expect(Object.fromEntries(standalone)).toEqual({ it: 16, en: 8, fr: 8, de: 16, es: 24, pt: 24 });
  });

  it('carries the translations on every listing card, as the full post does', async () => {
    const full = new Map<string, unknown>();
    for (const post of await allFullPosts(getJson, 'fr')) full.set(String(post.id), post.translations);
    const [someone] = (await getJson('/v6/get-authors?lang=fr')).body;
    const { body: tree } = await getJson('/v6/get-categories?lang=fr');
    const cardsOf = [
      (await getJson('/v6/get-paginated-latest-posts?lang=fr&page=2')).body.posts,
      (await getJson(`/v6/get-paginated-posts?lang=fr&category=${tree[1].children[0].slug}&page=1`)).body.posts,
      (await getJson(`/v6/get-paginated-author-posts?lang=fr&author=${someone.slug}&page=1`)).body.posts,
      (await getJson('/v6/search-custom?lang=fr&s=robots&wpsolr_page=1')).body.response,
      (await getJson('/v5/get-popular-posts?lang=fr')).body,
      (await getJson(`/v6/relatedpost?lang=fr&id=${[...full.keys()][0]}&title=x`)).body.response,
      (await getJson('/v6/get-paginated-latest-posts-staging?lang=fr&page=1')).body.posts,
    ];
    for (const cards of cardsOf) {
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        // A category listing spells its `date` dd/mm/yyyy; the translations keep datePublished's ISO 8601.
        expect(card.translations, card.name).toEqual(full.get(String(idOf(card))));
        for (const member of card.translations) expect(member.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      }
    }
  });

  it("lists a renamed post under its current slug, and spells each member's id `id` even where a listing says `ID`", async () => {
    const cards = await allPostCards(getJson, 'it');
    const spelledID = cards.filter((card) => card.ID !== undefined);
    expect(spelledID.length).toBeGreaterThan(0);
    for (const card of spelledID) expect(card.translations.find((t: { lang: string }) => t.lang === 'it')).toMatchObject({ id: card.ID, slug: card.name });
    const renamed = served().languages.it.posts.find((post) => post.formerSlugs.length > 0)!;
    const [answered] = (await getJson(`/v6/get_post?lang=it&slug=${renamed.formerSlugs[0]}`)).body;
    expect(answered.name).toBe(renamed.slug);
    expect(answered.translations.find((t: { lang: string }) => t.lang === 'it')).toMatchObject({ slug: renamed.slug, permalink: answered.link });
    for (const lang of LANGS) for (const card of await allPostCards(getJson, lang)) for (const member of card.translations) expect(member.slug).not.toMatch(/-draft$/);
  });
});

describe('the demo links its categories in every language', () => {
  it('lists in every section and subcategory the same category in all six languages, itself included, by its own link', async () => {
    const trees = new Map<Lang, any[]>();
    for (const lang of LANGS) trees.set(lang, (await getJson(`/v6/get-categories?lang=${lang}`)).body);
    for (const lang of LANGS) {
      trees.get(lang)!.forEach((section, s) => {
        // The same key sits at the same place of every language's tree (categories.ts).
        const at = (other: Lang, c?: number) => (c === undefined ? trees.get(other)![s] : trees.get(other)![s].children[c]);
        const expectedOf = (c?: number) => LANGS.map((other) => ({ lang: other, slug: at(other, c).slug, permalink: at(other, c).link }));
        expect(section.translations, section.slug).toEqual(expectedOf());
        expect(section.link).toBe(`/${lang}/${section.slug}`);
        section.children.forEach((child: any, c: number) => {
          expect(child.translations, child.slug).toEqual(expectedOf(c));
          expect(child.link).toBe(`/${lang}/${section.slug}/${child.slug}`);
        });
      });
    }
    const [one] = (await getJson(`/v6/get-categories?lang=de&slug=${trees.get('de')![2].children[1].slug}`)).body;
    expect(one.translations).toEqual(trees.get('de')![2].children[1].translations);
  });
});

describe('the import bundle carries the groups to WordPress', () => {
  it('groups the posts of a linked story by its key and each category by its key', () => {
    const dataset = demoDataset({ now: FIXED_NOW, mediaBase: '' });
    const bundle = buildImportBundle(dataset);
    for (const lang of LANGS) {
      for (const post of dataset.languages[lang].posts) {
        const bundled = bundle.posts.find((entry) => entry.lang === lang && entry.id === post.id)!;
        expect(bundled.group).toBe(linkedLanguages(post.topic, post.variant).includes(lang) ? `${post.topic}-${post.variant}` : null);
      }
    }
    const members = new Map<string, string[]>();
    for (const post of bundle.posts) if (post.group !== null) members.set(post.group, [...(members.get(post.group) ?? []), post.lang]);
    expect(new Set([...members.values()].map((langs) => langs.join(',')))).toEqual(new Set([LANGS.join(','), 'it,en,fr', 'en,fr,de']));
    const categories = new Map<string, string[]>();
    for (const category of bundle.categories) categories.set(category.group, [...(categories.get(category.group) ?? []), category.lang]);
    expect(categories.size).toBe(24);
    for (const langs of categories.values()) expect(langs).toEqual([...LANGS]);
    expect(bundle.categories.find((c) => c.lang === 'en' && c.slug === 'models')?.group).toBe('models');
  });
});
