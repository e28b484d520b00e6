// The content API contract (docs/content-api-contract.md) as one suite that runs
// against both of its implementations: the embedded demo content
// (tests/adapters/demo-content/contract.test.ts) and the companion WordPress
// plugin on a real WordPress (tests/wordpress/contract.test.ts). Both are given
// the same demo dataset (the plugin through an import into WordPress), so the
// suite checks what each answers against that dataset, field by field where the
// contract fixes the field, and checks the rules of each call (paging, category
// membership, related posts, search filters, errors) on whatever else they hold.
// WordPress renders a post's body itself (typographic quotes, block markup):
// bodies are compared by their structure, not their text. Keywords are compared
// as a set: WordPress lists a post's tags by name.
import { afterAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { DemoDataset, LanguageDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import type { DemoPost } from '../../adapters/demo-content/dataset/buildPosts.ts';
import { createWordpressContent } from '../../adapters/wordpress/createWordpressContent.ts';
import { PRODUCTION_PATHS, resolvePaths, STAGING_PATHS, type ContentCall } from '../../adapters/wordpress/wordpressPaths.ts';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { createReportedMediaOrigins } from '../../adapters/wordpress/reportedMediaOrigins.ts';
import { httpOrigin } from '../../src/domain/mediaOrigins.ts';

export interface ContractSubject {
  /** What CONTENT_API_URL would be: …/wp-json/wp. */
  readonly apiBase: string;
  /** The content it was given. It may hold more (posts a test added); never less. */
  readonly dataset: DemoDataset;
  /** The secret reader signals carry to it (the write call). */
  readonly signalsToken: string;
  /** Puts its reader signals back as they were before the suite sent its own. */
  readonly restoreSignals?: () => Promise<void>;
}

interface Json<T = any> {
  readonly status: number;
  readonly body: T;
}

/** Accent- and case-free, as both implementations search. */
const fold = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The text of a WordPress-escaped title. */
const decoded = (html: string): string =>
  html.replace(/&#0?39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Straight quotes: WordPress renders titles with typographic ones (wptexturize), the demo with straight ones. */
const straight = (text: string): string => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
/** A title's markup, where it has any (the dataset's titles carry only <em>), its quotes made straight. */
const markupOf = (html: string): string | undefined => (html.includes('<') ? straight(decoded(html)) : undefined);

const headingIds = (html: string): string[] => [...html.matchAll(/<h[2-4][^>]*\sid="([^"]+)"/g)].map((m) => m[1]!);
const placeholderSlots = (html: string): string[] => [
  ...[...html.matchAll(/data-media-slot="([^"]+)"/g)].map((m) => m[1]!),
  ...[...html.matchAll(/<!--\s*MEDIA:([A-Za-z0-9_-]+)\s*-->/g)].map((m) => m[1]!),
];
const tocSlugs = (indexSlugs: unknown): string[] => {
  const entries = (typeof indexSlugs === 'string' ? JSON.parse(indexSlugs) : indexSlugs) as { slug?: string; id?: string }[];
  return entries.map((entry) => String(entry.slug ?? entry.id));
};
/** Keywords as a set (see the header). */
const keywordSet = (keywords: readonly string[]): string[] => [...new Set(keywords)].sort();
const idOf = (card: { id?: number | string; ID?: number | string }): number => Number(card.id ?? card.ID);

export const describeContentContract = (implementation: string, subject: () => ContractSubject): void => {
  const getJson = async <T = any>(pathAndQuery: string): Promise<Json<T>> => {
    const response = await fetch(`${subject().apiBase}${pathAndQuery}`, { headers: { Accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as T };
  };
  const data = (lang: Lang): LanguageDataset => subject().dataset.languages[lang];
  /** Every card of the latest listing, newest first. */
  const allCards = async (lang: Lang): Promise<any[]> => {
    const first = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=1`);
    const cards = [...first.body.posts];
    for (let page = 2; page <= first.body.total_pages; page += 1) cards.push(...(await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=${page}`)).body.posts);
    return cards;
  };
  const post = async (lang: Lang, slug: string) => (await getJson(`/v6/get_post?lang=${lang}&slug=${encodeURIComponent(slug)}`)).body[0];
  const search = (lang: Lang, s: string, extra = '') => getJson(`/v6/search-custom?lang=${lang}&s=${encodeURIComponent(s)}&spellcheck=true&version=new${extra}`);
  const adapter = (env: 'production' | 'staging' = 'production') => {
    const logger = createRecordingLogger();
    const content: ContentPort = createWordpressContent({ baseUrl: subject().apiBase, paths: resolvePaths(env), logger, timeoutMs: 10_000 });
    return { content, logger };
  };

  /** A query for each call that finds something in a language. */
  const queryFor = (call: ContentCall, lang: Lang): string => {
    const newest = data(lang).posts[0]!;
    const section = data(lang).categories.tree[0]!.slug;
    switch (call) {
      case 'categories': return `lang=${lang}`;
      case 'suggestions': return `lang=${lang}&s=${encodeURIComponent(decoded(newest.full.title).split(' ')[0]!)}`;
      case 'popularSearches': return `lang=${lang}`;
      case 'latestPosts': return `lang=${lang}&page=1`;
      case 'popularPosts': return `lang=${lang}`;
      case 'categoryPosts': return `lang=${lang}&category=${section}&page=1`;
      case 'search': return `lang=${lang}&s=${encodeURIComponent(decoded(newest.full.title).split(' ').pop()!)}&spellcheck=true&wpsolr_page=1&qdata=any&version=new`;
      case 'page': return `lang=${lang}&slug=${LANGUAGE_TABLE[lang].slugs.about}`;
      case 'post': return `lang=${lang}&slug=${newest.slug}`;
      // By slug alone: the subject numbers its posts its own way.
      case 'relatedPosts': return `lang=${lang}&id=0&title=${newest.slug}`;
      case 'preview': return `lang=${lang}`;
      case 'authors': return `lang=${lang}`;
      case 'authorPosts': return `lang=${lang}&author=${data(lang).posts.find((p) => p.full.author)!.full.author!.slug}&page=1`;
      case 'mediaOrigins': return `lang=${lang}`;
    }
  };
  /** The calls that answer content (lists of it); the media origins have a part of their own below. */
  const PUBLIC_CALLS = Object.keys(PRODUCTION_PATHS).filter((call): call is Exclude<ContentCall, 'preview' | 'mediaOrigins'> => call !== 'preview' && call !== 'mediaOrigins');

  describe(`the content API contract: ${implementation}`, () => {
    describe('paths and errors', () => {
      for (const call of PUBLIC_CALLS) {
        it(`answers ${call} on its production and staging paths in every language`, async () => {
          for (const lang of LANGS) {
            for (const path of new Set([PRODUCTION_PATHS[call], STAGING_PATHS[call]])) {
              const answer = await getJson(`${path}?${queryFor(call, lang)}`);
              expect(answer.status, `${path} ${lang}`).toBe(200);
              const body = answer.body as any;
              const items = Array.isArray(body) ? body : body.posts ?? body.response;
              expect(Array.isArray(items), `${path} ${lang}`).toBe(true);
              expect(items.length, `${path} ${lang}`).toBeGreaterThan(0);
            }
          }
        });
      }

      it('answers a missing or unknown lang, a page that is no positive integer and an unknown path with WordPress error bodies', async () => {
        const refusals = [
          ['/v6/get-categories', 400], ['/v6/get_post?lang=xx&slug=a', 400], ['/v6/get-paginated-latest-posts?lang=fr&page=0', 400],
          ['/v6/get-paginated-latest-posts?lang=fr&page=zero', 400], ['/v6/search-custom?lang=it&s=robot&qdata=decade', 400],
          ['/v9/get-everything?lang=en', 404], [`/v6/get-paginated-posts?lang=it&category=no-such-category-anywhere&page=1`, 404],
        ] as const;
        for (const [path, status] of refusals) {
          const answer = await getJson(path);
          expect(answer.status, path).toBe(status);
          expect(answer.body, path).toEqual({ code: expect.any(String), message: expect.any(String), data: expect.objectContaining({ status }) });
        }
        expect((await getJson('/v9/get-everything?lang=en')).body.code).toBe('rest_no_route');
      });

      it('answers an unknown slug with an empty list, not an error', async () => {
        expect((await getJson('/v6/get_post?lang=it&slug=questo-articolo-non-esiste')).body).toEqual([]);
        expect((await getJson('/v2/get_page?lang=de&slug=about-us')).body).toEqual([]);
        expect((await getJson('/v6/get-categories?lang=it&slug=nessuna')).body).toEqual([]);
      });

      it('ignores parameters it does not know', async () => {
        // Paging links repeat the call as it was made: they are left out of the comparison.
        const withoutLinks = (body: unknown): unknown => (Array.isArray(body) ? body : Object.fromEntries(Object.entries(body as object).filter(([key]) => !/_page_url$/.test(key))));
        for (const path of ['/v6/get-paginated-latest-posts?lang=es&page=2', '/v6/get-categories?lang=fr', '/v2/get_page?lang=pt&slug=sobre-nos']) {
          expect(withoutLinks((await getJson(`${path}&utm_source=x&foo[]=bar&debug=1`)).body), path).toEqual(withoutLinks((await getJson(path)).body));
        }
      });
    });

    describe('what the site reads of it', () => {
      it.each(LANGS.flatMap((lang) => [[lang, 'production'], [lang, 'staging']] as const))(
        'reads every call in %s (%s paths) through the WordPress adapter without a warning or an error',
        async (lang, env) => {
          const { content, logger } = adapter(env);
          const right = <A>(result: E.Either<unknown, A>): A => {
            if (E.isLeft(result)) throw new Error(`expected a Right, got ${JSON.stringify(result.left)}`);
            return result.right;
          };
          const [section] = right(await content.categories(lang)());
          const [first] = right(await content.latestPosts(lang, 1)()).posts;
          const found = right(await content.post(lang, first!.slug)());
          expect(found.id).toBe(first!.id);
          right(await content.category(lang, section!.slug)());
          right(await content.categoryPosts(lang, section!.slug, 1)());
          right(await content.relatedPosts(lang, found.id, found.slug)());
          right(await content.popularPosts(lang)());
          right(await content.popularSearches(lang)());
          right(await content.suggestions(lang, found.title.slice(0, 4))());
          right(await content.search(lang, { s: found.title.split(' ')[0] ?? '', page: 1, qdata: 'any' })());
          right(await content.page(lang, LANGUAGE_TABLE[lang].slugs.about)());
          expect(logger.entries).toEqual([]);
        },
      );

      it('never lets a script, an event handler or a javascript: URL of any post reach the core, in any language', async () => {
        const { content } = adapter();
        for (const lang of LANGS) {
          for (const card of await allCards(lang)) {
            const result = await content.post(lang, card.name)();
            if (E.isLeft(result)) throw new Error(`${lang}/${card.name}: ${JSON.stringify(result.left)}`);
            const html = result.right.content ?? '';
            expect(html, `${lang}/${card.name}`).not.toMatch(/<script|<iframe[^>]+srcdoc|\son\w+\s*=|javascript:/i);
          }
        }
      });
    });

    describe('categories', () => {
      it("serves each language's tree of the dataset: names, slugs, descriptions, links and children", async () => {
        for (const lang of LANGS) {
          const { body } = await getJson(`/v6/get-categories?lang=${lang}`);
          const shape = (node: any): unknown => ({ name: decoded(node.name), slug: node.slug, description: node.description, link: node.link, children: node.children.map(shape) });
          const expected = data(lang).categories.tree.map(shape);
          for (const category of expected) expect(body.map(shape), lang).toContainEqual(category);
        }
      });

      it('answers one category by its slug, with its children, whether a section or a subcategory', async () => {
        for (const lang of LANGS) {
          const [section] = data(lang).categories.tree;
          const parent = await getJson(`/v6/get-categories?lang=${lang}&slug=${section!.slug}`);
          expect(parent.body.map((c: any) => c.slug)).toEqual([section!.slug]);
          expect(parent.body[0].children.map((c: any) => c.slug)).toEqual(section!.children.map((c) => c.slug));
          const child = await getJson(`/v6/get-categories?lang=${lang}&slug=${section!.children[0]!.slug}`);
          expect(child.body.map((c: any) => c.slug)).toEqual([section!.children[0]!.slug]);
        }
      });

      it('lists in a category every post of the dataset filed there, and only posts filed there, six a page', async () => {
        for (const lang of ['it', 'de'] as const) {
          for (const entry of [data(lang).categories.tree[1]!, data(lang).categories.tree[2]!.children[0]!]) {
            const first = await getJson(`/v6/get-paginated-posts?lang=${lang}&category=${entry.slug}&page=1`);
            expect(first.body.posts.length).toBeLessThanOrEqual(6);
            const cards = [...first.body.posts];
            for (let page = 2; page <= first.body.total_pages; page += 1) cards.push(...(await getJson(`/v6/get-paginated-posts?lang=${lang}&category=${entry.slug}&page=${page}`)).body.posts);
            expect(cards.length).toBe(first.body.total_posts);
            for (const card of cards) {
              expect([card.parent_category?.slug, card.sub_category?.slug]).toContain(entry.slug);
              // This listing alone spells dates dd/mm/yyyy.
              expect(card.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
            }
            const filed = data(lang).posts.filter((p) => p.full.parent_category.slug === entry.slug || p.full.sub_category?.slug === entry.slug).map((p) => p.slug);
            expect(cards.map((card) => card.name)).toEqual(expect.arrayContaining(filed));
          }
        }
      });
    });

    describe('posts', () => {
      it('lists the latest posts newest first, twenty a page, with paging links to the same call', async () => {
        for (const lang of LANGS) {
          const first = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=1`);
          expect(first.body).toMatchObject({ current_page: 1, prev_page_url: null });
          expect(first.body.posts).toHaveLength(20);
          expect(first.body.total_pages).toBe(Math.ceil(first.body.total_posts / 20));
          expect(first.body.next_page_url).toMatch(/get-paginated-latest-posts\?.*page=2/);
          const cards = await allCards(lang);
          expect(cards).toHaveLength(first.body.total_posts);
          const dates = cards.map((card) => Date.parse(card.datePublished));
          expect(dates).toEqual([...dates].sort((a, b) => b - a));
          const datasetSlugs = data(lang).posts.map((p) => p.slug);
          expect(cards.map((card) => card.name).filter((slug) => datasetSlugs.includes(slug))).toEqual(datasetSlugs);
          const beyond = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=${first.body.total_pages + 1}`);
          expect(beyond.body.posts).toEqual([]);
        }
      });

      it('serves every post of the dataset as the dataset has it, in every language', async () => {
        const { content } = adapter();
        for (const lang of LANGS) {
          for (const demo of data(lang).posts) {
            const wire = await post(lang, demo.slug);
            expect(wire, `${lang}/${demo.slug}`).toBeDefined();
            const result = await content.post(lang, demo.slug)();
            if (E.isLeft(result)) throw new Error(`${lang}/${demo.slug}: ${JSON.stringify(result.left)}`);
            const got = result.right;
            const { full } = demo;
            expect({
              slug: got.slug, title: straight(got.title), headline: straight(got.headline), subtitle: got.subtitle, keywords: keywordSet(got.keywords),
              // A title is HTML: its text, and its inline markup for the headings (docs/content-api-contract.md, titles).
              titleHtml: got.titleHtml && straight(got.titleHtml), headlineHtml: got.headlineHtml && straight(got.headlineHtml),
              category: got.category?.slug, subcategory: got.subcategory?.slug, views: got.views, rating: got.rating,
              publishedAt: got.publishedAt, regenerated: got.regenerated, metaDescription: got.metaDescription,
              hasCover: got.images.full !== undefined, altText: got.altText ?? '', toc: got.toc.map((item) => item.slug),
              // The largest size at its real size, under the file name the dataset gave it (WordPress's 'full' is that upload).
              largest: got.originalImage && [got.originalImage.url.split('/').pop(), got.originalImage.width, got.originalImage.height],
              media: got.media.map((m) => [m.slotId, m.kind, m.caption, m.altText]), links: got.outboundLinks.map((l) => [l.title, l.url, l.domain]),
            }, `${lang}/${demo.slug}`).toEqual({
              slug: demo.slug, title: straight(decoded(full.title.replace(/<[^>]*>/g, ''))), headline: straight(decoded(full.title_h1.replace(/<[^>]*>/g, ''))),
              subtitle: full.subtitle, keywords: keywordSet(full.keywords.split(', ')),
              titleHtml: markupOf(full.title), headlineHtml: markupOf(full.title_h1),
              category: full.parent_category.slug, subcategory: full.sub_category?.slug, views: demo.popularity, rating: expectedRating(demo),
              publishedAt: full.datePublished.replace('+00:00', 'Z'), regenerated: full.regenerated, metaDescription: full.metadescription,
              hasCover: full.image !== undefined, altText: full.alt_text ?? '', toc: tocSlugs(full.index_slugs),
              largest: full.image_full && [full.image_full.split('/').pop(), full.image_full_width, full.image_full_height],
              media: full.media_inline.map((m) => [m.slot_id, m.kind, m.caption, m.alt_text]), links: full.outbound_links.map((l) => [l.title, l.url, l.domain]),
            });
            // The body's headings carry the table of contents' ids, and its placeholders the media's slots.
            expect(headingIds(wire.content), `${lang}/${demo.slug}`).toEqual(tocSlugs(wire.index_slugs));
            expect(placeholderSlots(wire.content).map((s) => s.toLowerCase()).sort(), `${lang}/${demo.slug}`).toEqual(wire.media_inline.map((m: any) => m.slot_id.toLowerCase()).sort());
          }
        }
      });

      it("sends a title as HTML: the inline markup an editor gave it stays markup, in the title and the H1's title", async () => {
        for (const lang of LANGS) {
          const demo = data(lang).posts.find((p) => p.full.title.includes('<em>'));
          expect(demo, lang).toBeDefined();
          const wire = await post(lang, demo!.slug);
          expect(wire.title, lang).toMatch(/^[^<]+<em>[^<]+<\/em>[^<]+$/);
          expect(wire.title_h1, lang).toBe(wire.title);
        }
      });

      it('answers a slug a post had before it was renamed with the post under its current slug', async () => {
        for (const lang of LANGS) {
          const renamed = data(lang).posts.filter((p) => p.formerSlugs.length > 0);
          expect(renamed.length).toBeGreaterThan(0);
          for (const demo of renamed) {
            const found = await post(lang, demo.formerSlugs[0]!);
            expect(found, `${lang}/${demo.formerSlugs[0]}`).toMatchObject({ name: demo.slug, link: demo.full.link });
          }
        }
      });

      it('relates posts of the same section, the same subcategory first, never the post itself', async () => {
        for (const lang of ['en', 'pt'] as const) {
          for (const demo of data(lang).posts.filter((_, i) => i % 7 === 0)) {
            // The subject numbers its posts its own way: the id is the one it gives.
            const id = idOf(await post(lang, demo.slug));
            const { body } = await getJson(`/v6/relatedpost?lang=${lang}&id=${id}&title=${demo.slug}`);
            const related = body.response as any[];
            expect(related.length, demo.slug).toBeGreaterThan(0);
            expect(related.length).toBeLessThanOrEqual(6);
            expect(related.map(idOf)).not.toContain(id);
            for (const card of related) expect(card.parent_category.slug).toBe(demo.full.parent_category.slug);
            const sameSub = related.map((card) => demo.full.sub_category !== undefined && card.sub_category?.slug === demo.full.sub_category.slug);
            expect(sameSub).toEqual([...sameSub].sort((a, b) => Number(b) - Number(a)));
          }
        }
      });

      it('answers the ten posts read by the most readers in the window, most read first, newest first on ties, then the newest', async () => {
        for (const lang of LANGS) {
          const { body } = await getJson(`/v5/get-popular-posts?lang=${lang}`);
          // The dataset's history: each post with views was read by as many readers on its day.
          const read = data(lang).posts.filter((p) => p.popularity > 0).sort((a, b) => b.popularity - a.popularity || a.position - b.position).slice(0, 10);
          const newest = data(lang).posts.filter((p) => !read.includes(p)).slice(0, 10 - read.length);
          expect(body.map((card: any) => card.name), lang).toEqual([...read, ...newest].map((p) => p.slug));
        }
      });
    });

    describe('search', () => {
      /** A long word of a title of the dataset, and the posts whose title holds it. */
      const titleWord = (lang: Lang): string => {
        const words = data(lang).posts.flatMap((p) => decoded(p.full.title).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 8);
        return words[3]!;
      };

      it('finds the posts that hold every word, ten a page, with paging links', async () => {
        for (const lang of LANGS) {
          const word = titleWord(lang);
          const first = await search(lang, word, '&wpsolr_page=1&qdata=any');
          expect(first.body.nposts, `${lang} ${word}`).toBeGreaterThan(0);
          expect(first.body.npages).toBe(Math.ceil(first.body.nposts / 10));
          expect(first.body.response.length).toBe(Math.min(10, first.body.nposts));
          const withTitle = data(lang).posts.filter((p) => fold(decoded(p.full.title)).includes(fold(word))).map((p) => p.slug);
          const found = first.body.response.map((card: any) => card.name);
          expect(found.length + 10 * (first.body.npages - 1)).toBeGreaterThanOrEqual(Math.min(withTitle.length, first.body.nposts));
          for (const slug of found) {
            const full = await post(lang, slug);
            expect(fold(`${decoded(full.title)} ${full.excerpt} ${full.content}`), `${lang} ${word} in ${slug}`).toContain(fold(word).slice(0, 6));
          }
        }
      });

      it('matches regardless of case and accents', async () => {
        const plain = await search('pt', fold(titleWord('pt')).toUpperCase());
        const accented = await search('pt', titleWord('pt'));
        expect(plain.body.nposts).toBe(accented.body.nposts);
      });

      /** Every result of a query, all pages, by slug. */
      const allResults = async (lang: Lang, s: string): Promise<string[]> => {
        const first = await search(lang, s, '&wpsolr_page=1&qdata=any');
        const names: string[] = first.body.response.map((card: any) => card.name);
        for (let page = 2; page <= first.body.npages; page += 1) names.push(...(await search(lang, s, `&wpsolr_page=${page}&qdata=any`)).body.response.map((card: any) => card.name));
        return names;
      };

      it('ignores punctuation and case: "AI Act", AI Act?, ai-act and AI ACT find what AI Act finds, in every language', async () => {
        for (const lang of LANGS) {
          const loose = await allResults(lang, 'AI Act');
          expect(loose.length, lang).toBeGreaterThan(0);
          for (const spelling of ['AI Act?', 'ai-act', 'AI ACT', '(ai) act!']) expect([...(await allResults(lang, spelling))].sort(), `${lang} ${spelling}`).toEqual([...loose].sort());
          // A phrase finds the posts where the words follow each other: here, all of them name the act.
          const phrase = await allResults(lang, '"AI Act"');
          expect(phrase.length, lang).toBeGreaterThan(0);
          expect(loose, lang).toEqual(expect.arrayContaining(phrase));
        }
      });

      it('finds two-letter words, whole: "AI" in English, "IA" in Italian and French', async () => {
        for (const [lang, word] of [['en', 'AI'], ['it', 'IA'], ['fr', 'IA']] as const) {
          const found = await allResults(lang, word);
          const holding = data(lang).posts.filter((p) => new RegExp(`\\b${word}\\b`, 'i').test(decoded(`${p.full.title} ${p.full.subtitle} ${p.full.content}`).replace(/<[^>]+>/g, ' ')));
          expect(found.length, `${lang} ${word}`).toBeGreaterThan(0);
          expect([...found].sort(), `${lang} ${word}`).toEqual(holding.map((p) => p.slug).sort());
        }
      });

      it("requires no stopword of the language: a query with one finds what it finds without", async () => {
        const stopwords: Record<Lang, string> = { en: 'the', it: 'della', fr: 'les', de: 'der', es: 'los', pt: 'das' };
        for (const lang of LANGS) {
          const word = titleWord(lang);
          const without = await allResults(lang, word);
          expect(without.length, `${lang} ${word}`).toBeGreaterThan(0);
          expect([...(await allResults(lang, `${stopwords[lang]} ${word}`))].sort(), `${lang} ${stopwords[lang]} ${word}`).toEqual([...without].sort());
        }
      });

      it('ranks a post whose title holds the words above posts that only mention them in the text', async () => {
        for (const lang of LANGS) {
          const word = titleWord(lang);
          const results = await allResults(lang, word);
          const inTitle = results.map((slug) => fold(decoded(data(lang).postBySlug.get(slug)?.full.title ?? '')).includes(fold(word)));
          expect(inTitle[0], `${lang} ${word}`).toBe(true);
          // No title hit after the first text-only one.
          expect(inTitle.slice(inTitle.indexOf(false) === -1 ? inTitle.length : inTitle.indexOf(false)), `${lang} ${word}`).not.toContain(true);
        }
      });

      it('gives each result an extract of its text around the words searched, the words marked', async () => {
        for (const lang of LANGS) {
          const { body } = await search(lang, 'AI Act', '&wpsolr_page=1&qdata=any');
          expect(body.response.length, lang).toBeGreaterThan(0);
          for (const card of body.response) {
            const quoted = card.extract.map((segment: { text: string }) => segment.text).join('');
            expect(quoted.length, `${lang} ${card.name}`).toBeGreaterThan(40);
            expect(quoted.length, `${lang} ${card.name}`).toBeLessThanOrEqual(202);
            for (const segment of card.extract) expect(segment).toEqual({ text: expect.any(String), mark: expect.any(Boolean) });
            const marked = card.extract.filter((segment: { mark: boolean }) => segment.mark).map((segment: { text: string }) => fold(segment.text));
            // The words, whole or begun ("act" marks "Act", never "action").
            for (const word of marked) expect(['ai', 'act'], `${lang} ${card.name}`).toContain(word);
            // The extract quotes the text around the first word found: a body that names one has it marked.
            const text = fold((await post(lang, card.name)).content.replace(/<[^>]+>/g, ' '));
            if (/\b(ai|act)\b/.test(text)) expect(marked.length, `${lang} ${card.name}`).toBeGreaterThan(0);
          }
        }
      });

      it('widens the results as the date filter widens, in the same order, and pages them with wpsolr_page', async () => {
        const word = titleWord('it');
        const sets: number[][] = [];
        for (const qdata of ['day', 'week', 'month', 'year', 'any']) {
          const ids: number[] = [];
          const first = await search('it', word, `&qdata=${qdata}&wpsolr_page=1`);
          ids.push(...first.body.response.map(idOf));
          for (let page = 2; page <= first.body.npages; page += 1) ids.push(...(await search('it', word, `&qdata=${qdata}&wpsolr_page=${page}`)).body.response.map(idOf));
          expect(ids.length).toBe(first.body.nposts);
          sets.push(ids);
        }
        // A narrower period's results are the wider one's without the posts outside it, ranked alike.
        for (let i = 1; i < sets.length; i += 1) expect(sets[i]!.filter((id) => sets[i - 1]!.includes(id))).toEqual(sets[i - 1]);
      });

      it('suggests the spelling the titles use when a misspelled query finds nothing', async () => {
        const word = titleWord('en');
        const typo = `${word.slice(0, 3)}${word[3] === 'x' ? 'q' : 'x'}${word.slice(4)}`;
        const { body } = await search('en', typo);
        expect(body.nposts).toBe(0);
        expect(fold(body.suggest)).toBe(fold(word));
      });

      it('suggests the word when two neighbouring letters of it were typed the wrong way round', async () => {
        for (const lang of LANGS) {
          // A short word: one edit at most, which plain Levenshtein would count as two. Its swapped form must be
          // in no post at all, since WordPress's own search matches any part of a word in the text, not word starts.
          const texts = data(lang).posts.map((p) => decoded(`${p.full.title} ${p.full.excerpt} ${p.full.content}`).toLowerCase());
          const swapped = (w: string) => `${w.slice(0, 3)}${w[4]}${w[3]}`;
          const word = data(lang).posts
            .flatMap((p) => decoded(p.full.title).split(/[^\p{L}\p{N}]+/u))
            .find((w) => w.length === 5 && w[3] !== w[4] && texts.every((text) => !text.includes(swapped(w).toLowerCase())))!;
          const typo = swapped(word);
          const { body } = await search(lang, typo);
          expect(body.nposts, `${lang} ${typo}`).toBe(0);
          expect(fold(body.suggest), `${lang} ${typo}`).toBe(fold(word));
        }
        // Search matches the start of words: the swapped word is offered when it begins one of the titles'.
        const { body } = await search('en', 'robto');
        expect(body.suggest).toBe('robot');
      });

      it('suggests posts whose title holds the text being typed, eight at most, optionally within a category', async () => {
        for (const lang of LANGS) {
          const typed = fold(titleWord(lang)).slice(0, 5);
          const { body } = await getJson(`/v6/simple-search-custom?lang=${lang}&s=${encodeURIComponent(typed)}`);
          expect(body.length).toBeGreaterThan(0);
          expect(body.length).toBeLessThanOrEqual(8);
          for (const suggestion of body) {
            expect(fold(decoded(suggestion.title))).toContain(typed);
            expect(suggestion).toMatchObject({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(new RegExp(`^/${lang}/`)) });
          }
        }
        const section = data('it').categories.tree[4]!;
        const within = await getJson(`/v6/simple-search-custom?lang=it&s=a&category=${section.slug}`);
        for (const suggestion of within.body) expect(suggestion.url).toMatch(new RegExp(`^/it/(${section.slug}/|article/)`));
      });

      it("lists the language's popular searches, most searched first, in the lower case they are counted in", async () => {
        for (const lang of LANGS) {
          const { body } = await getJson(`/v2/search-lastresearch?lang=${lang}`);
          // Searches are counted by Newsdesk, not by the search calls this suite made: only the dataset's history.
          expect(body.map((item: { term: string }) => item.term)).toEqual(data(lang).popularSearches.map((item) => item.term.toLowerCase()));
        }
      });
    });

    describe('static pages', () => {
      it('serves about, terms and privacy in every language under their localized slugs, with their translations', async () => {
        for (const lang of LANGS) {
          for (const kind of ['about', 'terms', 'privacy'] as const) {
            const slug = LANGUAGE_TABLE[lang].slugs[kind];
            const demo = data(lang).pagesBySlug.get(slug)!;
            const { body } = await getJson(`/v2/get_page?lang=${lang}&slug=${slug}`);
            expect(body).toHaveLength(1);
            expect(body[0]).toMatchObject({ title: demo.title, link: demo.link, template: demo.template });
            expect([...body[0].translations].sort((a: any, b: any) => a.lang.localeCompare(b.lang))).toEqual([...demo.translations].sort((a, b) => a.lang.localeCompare(b.lang)));
            if (demo.structured_data) expect(body[0].structured_data).toMatchObject({ '@type': demo.structured_data['@type'], name: demo.structured_data['name'] });
            expect((body[0].content.match(/<p[ >]/g) ?? []).length).toBe((demo.content.match(/<p[ >]/g) ?? []).length);
          }
        }
      });

      it('answers a slug a page had before it was renamed with the page under its current link', async () => {
        for (const lang of LANGS) {
          for (const [former, current] of data(lang).pageFormerSlugs) {
            const { body } = await getJson(`/v2/get_page?lang=${lang}&slug=${former}`);
            expect(body.map((page: any) => page.link)).toEqual([`/${lang}/${current}`]);
          }
        }
        expect([...data('en').pageFormerSlugs.keys()]).toEqual(['about']);
      });
    });

    // Last: these add to the subject's counts (a subject shared with other suites puts them back: restoreSignals).
    describe('media origins', () => {
      const origins = async (lang: Lang): Promise<string[]> => {
        const answer = await getJson<{ origins: string[] }>(`${PRODUCTION_PATHS.mediaOrigins}?lang=${lang}`);
        expect(answer.status, lang).toBe(200);
        return answer.body.origins;
      };
      /** Every absolute URL of a post's media: its cover in each size, its author's picture, its inline media and posters, and what its body loads. */
      const mediaUrls = (wire: any): string[] =>
        [
          wire.image, wire.image_full, wire.image_medium, wire.thumbnail, wire.author?.avatar,
          ...(wire.media_inline ?? []).flatMap((m: any) => [m.asset_url, m.poster_url]),
          // An iframe's src is a player on an embed host (EMBED_HOSTS, frame-src), loaded only at the reader's request: no media.
          ...[...String(wire.content ?? '').replace(/<iframe\b[^>]*>/gi, '').matchAll(/\s(?:src|poster)="([^"]+)"/g)].map((m) => m[1]),
        ].filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url));

      it('answers the same origins in every language, on one path for production and staging: each an http(s) origin, once', async () => {
        expect(STAGING_PATHS.mediaOrigins).toBe(PRODUCTION_PATHS.mediaOrigins);
        const italian = await origins('it');
        for (const lang of LANGS) expect(await origins(lang), lang).toEqual(italian);
        for (const origin of italian) expect(httpOrigin(origin), origin).toBe(origin);
        expect(new Set(italian).size).toBe(italian.length);
      });

      it('names the origin of every media file the posts it was given show: covers, pictures, inline media and posters', async () => {
        for (const lang of LANGS) {
          const allowed = new Set(await origins(lang));
          // Every post with a picture or a video, and a few of the others.
          const sample = data(lang).posts.filter((demo, i) => demo.full.image !== undefined || demo.full.media_inline.length > 0 || i % 5 === 0);
          for (const demo of sample) {
            for (const url of mediaUrls(await post(lang, demo.slug))) expect(allowed.has(new URL(url).origin), `${lang}/${demo.slug}: ${url}`).toBe(true);
          }
        }
      });

      it('refuses a missing or unknown lang as every read does', async () => {
        for (const query of ['', '?lang=xx']) {
          const answer = await getJson(`${PRODUCTION_PATHS.mediaOrigins}${query}`);
          expect(answer.status, query).toBe(400);
          expect(answer.body, query).toEqual({ code: expect.any(String), message: expect.any(String), data: expect.objectContaining({ status: 400 }) });
        }
      });

      it('is read by the server without a warning, its origins after the ones always allowed', async () => {
        const logger = createRecordingLogger();
        const fixed = ['https://media.example.org'];
        const media = createReportedMediaOrigins({ baseUrl: subject().apiBase, path: PRODUCTION_PATHS.mediaOrigins, fixed, logger, timeoutMs: 10_000 });
        await media.refresh();
        expect(media.current()).toEqual([...fixed, ...(await origins('it'))]);
        expect(logger.entries.filter((entry) => entry.level === 'WARN' || entry.level === 'ERROR')).toEqual([]);
      });
    });

    describe('reader signals: the write call', () => {
      afterAll(async () => {
        await subject().restoreSignals?.();
      });
      /** `token` null: none sent. */
      const send = async (batches: unknown, token: string | null = subject().signalsToken) => {
        const answer = await fetch(`${subject().apiBase}/v6/signals`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
          body: JSON.stringify({ batches }),
        });
        return { status: answer.status, body: (await answer.json()) as any };
      };
      const today = () => new Date().toISOString().slice(0, 10);
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      let sequence = 0;
      const batchId = () => `contract-${Date.now().toString(36)}-${(sequence += 1)}`;
      const figures = async (lang: Lang, slug: string) => {
        const full = await post(lang, slug);
        const [vote] = full.votes;
        return { views: Number(full.views ?? 0), average: Number(vote?.average ?? 0), votes: Number(vote?.votes ?? 0) };
      };
      /** A post the rest of the suite reads no figure of: the oldest Portuguese one. */
      const target = () => data('pt').posts.at(-1)!;

      it('refuses batches without the shared secret or with another, and a body that is not batches as the contract writes them', async () => {
        const read = { post: target().id, lang: 'pt', readers: 1 };
        const batch = (change: object) => [{ id: batchId(), day: today(), reads: [read], votes: [], searches: [], ...change }];
        expect(await send(batch({}), null)).toMatchObject({ status: 401, body: { code: 'newsdesk_signals_forbidden' } });
        expect(await send(batch({}), `${subject().signalsToken}x`)).toMatchObject({ status: 401, body: { code: 'newsdesk_signals_forbidden' } });
        for (const bad of [
          batch({ id: 'short' }),
          batch({ day: 'today' }),
          batch({ reads: [{ ...read, readers: 0 }] }),
          batch({ reads: [{ ...read, lang: 'xx' }] }),
          batch({ votes: [{ post: target().id, lang: 'pt', sum: 4, count: -1 }] }),
          batch({ votes: [{ post: target().id, lang: 'pt', sum: 4.5, count: 1 }] }),
          batch({ searches: [{ lang: 'pt', term: 'AI Act', readers: 2 }] }),
          'not a list',
        ]) {
          expect(await send(bad), JSON.stringify(bad)).toMatchObject({ status: 400, body: { code: 'rest_invalid_param' } });
        }
      });

      it("adds readers to a post's views and votes to its votes, each batch once however often it is delivered", async () => {
        const { slug, id } = target();
        const before = await figures('pt', slug);
        const batch = { id: batchId(), day: today(), reads: [{ post: id, lang: 'pt', readers: 3 }], votes: [{ post: id, lang: 'pt', sum: 9, count: 2 }], searches: [] };
        expect(await send([batch])).toEqual({ status: 200, body: { applied: 1, duplicates: 0 } });
        // A retry after a timeout: the same batch again, alone and beside a new one.
        expect(await send([batch])).toEqual({ status: 200, body: { applied: 0, duplicates: 1 } });
        const replaced = { id: batchId(), day: today(), reads: [], votes: [{ post: id, lang: 'pt', sum: -2, count: 0 }], searches: [] };
        expect(await send([batch, replaced])).toEqual({ status: 200, body: { applied: 1, duplicates: 1 } });
        const after = await figures('pt', slug);
        expect(after.views).toBe(before.views + 3);
        expect(after.votes).toBe(before.votes + 2);
        expect(after.average).toBeCloseTo((before.average * before.votes + 9 - 2) / (before.votes + 2), 2);
      });

      it("counts nothing for a post the site does not have, or does not have in that language", async () => {
        const { slug, id } = target();
        const before = await figures('pt', slug);
        const batch = { id: batchId(), day: today(), reads: [{ post: 987_654_321, lang: 'pt', readers: 5 }, { post: id, lang: 'en', readers: 5 }], votes: [{ post: id, lang: 'de', sum: 5, count: 1 }], searches: [] };
        expect(await send([batch])).toEqual({ status: 200, body: { applied: 1, duplicates: 0 } });
        expect(await figures('pt', slug)).toEqual(before);
      });

      it('puts first in most read the post read by the most readers in the window, never one read only before it', async () => {
        const posts = data('es').posts;
        const [old, older] = [posts.at(-2)!, posts.at(-3)!];
        const most = Math.max(...posts.map((p) => p.popularity));
        expect(await send([
          { id: batchId(), day: today(), reads: [{ post: old.id, lang: 'es', readers: most + 100 }], votes: [], searches: [] },
          { id: batchId(), day: daysAgo(30), reads: [{ post: older.id, lang: 'es', readers: most + 1000 }], votes: [], searches: [] },
        ])).toMatchObject({ status: 200 });
        const names = (await getJson('/v5/get-popular-posts?lang=es')).body.map((card: any) => card.name);
        // The older post's readers of 30 days ago are out of the week: it ranks by its readers of the week alone.
        expect(names[0]).toBe(old.slug);
        expect(names.indexOf(older.slug) === -1 || names.indexOf(older.slug) > 0).toBe(true);
        // A window of 31 days holds the older day's readers too.
        expect((await getJson('/v5/get-popular-posts?lang=es&days=31')).body[0].name).toBe(older.slug);
      });

      it('lists a term once five distinct readers searched it on one day, never for fewer, even on several days or when the caller asks for fewer', async () => {
        const terms = async (query = '') => (await getJson(`/v2/search-lastresearch?lang=de${query}`)).body.map((item: { term: string }) => item.term);
        const search = (term: string, readers: number, day = today()) => ({ id: batchId(), day, reads: [], votes: [], searches: [{ lang: 'de', term, readers }] });
        // Four readers a day, two days running: no day reaches five.
        await send([search('quantensensorik', 4, daysAgo(1)), search('quantensensorik', 4)]);
        expect(await terms()).not.toContain('quantensensorik');
        // The fifth reader of the day.
        await send([search('quantensensorik', 1)]);
        expect(await terms()).toContain('quantensensorik');
        // The threshold is the operator's: a caller asking for fewer readers is answered as if it had not asked.
        await send([search('kantenchips', 4)]);
        for (const query of ['', '&min_readers=4', '&min_readers=2', '&min_readers=0']) expect(await terms(query), query).not.toContain('kantenchips');
        // Asking for more raises it.
        expect(await terms('&min_readers=5')).toContain('quantensensorik');
        expect(await terms('&min_readers=6')).not.toContain('quantensensorik');
      });
    });
  });
};

/** The rating the dataset gives a post, as the core reads it. */
const expectedRating = (demo: DemoPost): { average: number; votes: number } => {
  const [vote] = demo.full.votes;
  return { average: Number(vote?.average ?? 0), votes: Number(vote?.votes ?? 0) };
};
