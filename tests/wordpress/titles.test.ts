import { isTag } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { urls } from '../../src/domain/urls.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { startComposedSite, type ComposedSite } from '../builders/composedSite.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { byClass, byTag, parseHtml, scriptingAttributes, textOf } from './pageInspection.ts';
import { createPost, deletePosts } from './wordpressContent.ts';

// Titles as WordPress allows them (docs/decisions/0033-titles-with-markup-and-a-fallback.md):
// an editor's inline markup reaches the article's H1 and the cards as markup and
// everything else as text, and a post published without a title is named by its
// opening words wherever it is named. Posts created here through WordPress's APIs,
// deleted after.

const wordpress: LocalWordpressClient = localWordpress();
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const section = dataset.languages.en.categories.tree[1]!;
const sub = section.children[0]!;

const TITLED = [
  { slug: 'nd-title-emphasis', title: 'Why <em>this</em> matters', words: 'Why this matters', inline: ['em'] },
  { slug: 'nd-title-formula', title: 'H<sub>2</sub>O and E = mc<sup>2</sup>', words: 'H2O and E = mc2', inline: ['sub', 'sup'] },
] as const;
const UNTITLED = { slug: 'nd-title-none', body: '<!-- wp:paragraph --><p>This post has no title, but it still must link to the single post view somehow.</p><!-- /wp:paragraph -->' };
const OPENING_WORDS = 'This post has no title, but it still…';

let site: ComposedSite;
const postIds: number[] = [];

const article = (slug: string) => urls.article('en', section.slug, sub.slug, slug);
const page = async (path: string) => {
  const answer = await site.get(path);
  expect(answer.status, path).toBe(200);
  return parseHtml(await answer.text());
};
const headOf = (doc: ReturnType<typeof parseHtml>) => {
  const jsonLd = byTag(doc, 'script').find((el) => el.attribs['type'] === 'application/ld+json')!;
  const [newsArticle, breadcrumbs] = JSON.parse(textOf(jsonLd)) as [{ headline: string }, { itemListElement: { name: string }[] }];
  return {
    title: textOf(byTag(doc, 'title')[0]!),
    ogTitle: byTag(doc, 'meta').find((el) => el.attribs['property'] === 'og:title')?.attribs['content'],
    headline: newsArticle.headline,
    trail: breadcrumbs.itemListElement.at(-1)!.name,
  };
};

beforeAll(async () => {
  for (const { slug, title } of TITLED) {
    postIds.push((await createPost(wordpress, { title, slug, content: '<!-- wp:paragraph --><p>Text.</p><!-- /wp:paragraph -->', lang: 'en', categories: [sub.slug] })).id);
  }
  postIds.push((await createPost(wordpress, { title: '', slug: UNTITLED.slug, content: UNTITLED.body, lang: 'en', categories: [sub.slug] })).id);
  site = await startComposedSite({ CONTENT_API_URL: wordpress.apiBase });
}, 180_000);

afterAll(async () => {
  await site?.close();
  await deletePosts(wordpress, postIds);
}, 120_000);

describe.each(TITLED)('a post titled $title', ({ slug, title, words, inline }) => {
  it('is answered as WordPress renders its title: the markup as markup', async () => {
    const answer = await fetch(`${wordpress.apiBase}/v6/get_post?lang=en&slug=${slug}`);
    const [post] = (await answer.json()) as [{ title: string; title_h1: string }];
    expect(post.title).toBe(title);
    expect(post.title_h1).toBe(title);
  });

  it('shows the markup in its H1, and plain text in <title>, Open Graph, the JSON-LD headline and the breadcrumbs', async () => {
    const doc = await page(article(slug));
    const [h1] = byClass(doc, 'article__title');
    expect(textOf(h1!)).toBe(words);
    const elements = h1!.children.filter(isTag);
    expect(elements.map((el) => el.name)).toEqual(inline);
    expect(elements.flatMap((el) => Object.keys(el.attribs))).toEqual([]);
    expect(headOf(doc)).toEqual({ title: `${words} | Newsdesk`, ogTitle: `${words} | Newsdesk`, headline: words, trail: words });
    expect(scriptingAttributes(doc)).toEqual([]);
  });

  it('shows the markup in its card on the subcategory’s listing', async () => {
    const doc = await page(urls.subcategory('en', section.slug, sub.slug));
    const link = byClass(doc, 'post-card__title').flatMap((heading) => byTag(heading, 'a')).find((a) => a.attribs['href'] === article(slug));
    expect(link).toBeDefined();
    expect(textOf(link!)).toBe(words);
    expect(byTag(link!, inline[0]!)).toHaveLength(1);
  });
});

describe('a post published without a title', () => {
  it('is answered with an empty title, as WordPress has it', async () => {
    const answer = await fetch(`${wordpress.apiBase}/v6/get_post?lang=en&slug=${UNTITLED.slug}`);
    const [post] = (await answer.json()) as [{ title: string }];
    expect(post.title).toBe('');
  });

  it('is named by its opening words in its H1, <title>, JSON-LD and breadcrumbs: never an empty heading or "| Newsdesk"', async () => {
    const doc = await page(article(UNTITLED.slug));
    expect(byClass(doc, 'article__title').map(textOf)).toEqual([OPENING_WORDS]);
    expect(headOf(doc)).toEqual({ title: `${OPENING_WORDS} | Newsdesk`, ogTitle: `${OPENING_WORDS} | Newsdesk`, headline: OPENING_WORDS, trail: OPENING_WORDS });
  });

  it('is named so on its card and in the language’s feed', async () => {
    const listing = await page(urls.subcategory('en', section.slug, sub.slug));
    const link = byClass(listing, 'post-card__title').flatMap((heading) => byTag(heading, 'a')).find((a) => a.attribs['href'] === article(UNTITLED.slug));
    expect(link && textOf(link)).toBe(OPENING_WORDS);
    const feed = await (await site.get(urls.feed('en'))).text();
    const item = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!).find((xml) => xml.includes(UNTITLED.slug));
    expect(item).toContain(`<title>${OPENING_WORDS}</title>`);
  });
});
