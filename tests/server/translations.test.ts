import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { LANGS, LANGUAGE_TABLE, isLang, type Lang } from '../../src/domain/language.ts';
import { SITE_ORIGIN, startDemoSite } from './demoSite.ts';
import { elements, text } from './xmlValidators.ts';

// The demo's stories and categories as readers and crawlers meet them in every
// language: each page of a cluster names every other and itself (hreflang), the
// language select leads to the same story, "Also in" lists the others, and the
// form behind the select works without JavaScript.

let site: Awaited<ReturnType<typeof startDemoSite>>;
beforeAll(async () => {
  site = await startDemoSite();
});
afterAll(async () => {
  await site.close();
});

interface PageFacts {
  readonly status: number;
  /** hreflang → absolute href. */
  readonly alternates: ReadonlyMap<string, string>;
  /** The select's options: language → the path it leads to, and its label. */
  readonly options: ReadonlyMap<Lang, { readonly path: string; readonly label: string }>;
  readonly alsoIn: readonly { readonly lang: string; readonly href: string; readonly name: string }[];
  readonly jsonLd: readonly Record<string, unknown>[];
}

const all = (root: ReturnType<typeof parseDocument>, test: (e: Element) => boolean): Element[] => findAll(test, root.children);
const attr = (e: Element, name: string): string => getAttributeValue(e, name) ?? '';

const read = async (path: string): Promise<PageFacts> => {
  const response = await site.get(path, { redirect: 'manual' });
  const doc = parseDocument(await response.text());
  const alternates = new Map(all(doc, (e) => e.name === 'link' && attr(e, 'rel') === 'alternate' && e.attribs['hreflang'] !== undefined).map((e) => [attr(e, 'hreflang'), attr(e, 'href')]));
  const select = findOne((e) => e.name === 'select' && attr(e, 'id') === 'language-select', doc.children);
  const options = new Map(
    (select ? findAll((e) => e.name === 'option', select.children) : []).map((e) => [attr(e, 'lang') as Lang, { path: attr(e, 'value'), label: textContent(e) }]),
  );
  const nav = findOne((e) => e.name === 'nav' && attr(e, 'data-testid') === 'also-in', doc.children);
  const alsoIn = (nav ? findAll((e) => e.name === 'a', nav.children) : []).map((a) => ({ lang: attr(a, 'lang'), href: attr(a, 'href'), name: textContent(a) }));
  const jsonLd = all(doc, (e) => e.name === 'script' && attr(e, 'type') === 'application/ld+json').flatMap((e) => {
    const parsed = JSON.parse(textContent(e)) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return { status: response.status, alternates, options, alsoIn, jsonLd };
};

const langOf = (href: string): Lang => {
  const lang = new URL(href).pathname.split('/')[1];
  if (!isLang(lang)) throw new Error(`${href} is in no language of the site`);
  return lang;
};

/** Every article of the demo, by language, as its posts sitemap lists them. */
const articlesOf = async (lang: Lang): Promise<string[]> => {
  const xml = await (await site.get(`/sitemaps/${lang}-posts-1.xml`)).text();
  return elements(xml, 'url').map((url) => text(url, 'loc')!.slice(SITE_ORIGIN.length));
};

describe('linked translations on the demo site', () => {
  it('gives every article of a cluster the same hreflang alternates, itself among them, and x-default', async () => {
    let linked = 0;
    let withoutDefault = 0;
    for (const lang of LANGS) {
      for (const path of await articlesOf(lang)) {
        const page = await read(path);
        expect(page.status, path).toBe(200);
        if (page.alternates.size === 0) continue;
        linked += 1;
        const members = [...page.alternates].filter(([hreflang]) => hreflang !== 'x-default');
        expect(members.map(([, href]) => href), path).toContain(`${SITE_ORIGIN}${path}`);
        const italian = members.find(([, href]) => langOf(href) === 'it');
        if (!italian) withoutDefault += 1;
        // x-default: the default language's version, else the page's own.
        expect(page.alternates.get('x-default'), path).toBe(italian ? italian[1] : `${SITE_ORIGIN}${path}`);
        for (const [hreflang, href] of members) {
          expect(hreflang, href).toBe(LANGUAGE_TABLE[langOf(href)].bcp47);
          const theirs = await read(href.slice(SITE_ORIGIN.length));
          expect(theirs.status, href).toBe(200);
          expect([...theirs.alternates].filter(([h]) => h !== 'x-default'), `${href}, named by ${path}`).toEqual(members);
        }
      }
    }
    // The demo links three stories in four in each language, some without an Italian version.
    expect(linked).toBeGreaterThan(100);
    expect(withoutDefault).toBeGreaterThan(0);
  }, 120_000);

  it('leads the language select of every linked article to the same story, and elsewhere home, saying so', async () => {
    for (const lang of LANGS) {
      for (const path of await articlesOf(lang)) {
        const page = await read(path);
        expect([...page.options.keys()], path).toEqual([...LANGS]);
        expect(page.options.get(lang)?.path, path).toBe(path);
        const versions = new Map([...page.alternates].filter(([h]) => h !== 'x-default').map(([, href]) => [langOf(href), href.slice(SITE_ORIGIN.length)]));
        for (const other of LANGS.filter((l) => l !== lang)) {
          const option = page.options.get(other)!;
          const version = versions.get(other);
          if (version) {
            expect(option, `${path} → ${other}`).toEqual({ path: version, label: LANGUAGE_TABLE[other].displayName });
          } else {
            expect(option.path, `${path} → ${other}`).toBe(`/${other}`);
            expect(option.label, `${path} → ${other}`).toMatch(new RegExp(`^${LANGUAGE_TABLE[other].displayName} \\(.+\\)$`));
          }
        }
      }
    }
  }, 120_000);

  it('says "Also in" with each other version, named in its own language', async () => {
    for (const path of await articlesOf('fr')) {
      const page = await read(path);
      const others = [...page.alternates].filter(([h, href]) => h !== 'x-default' && href !== `${SITE_ORIGIN}${path}`);
      expect(page.alsoIn.map((link) => link.href), path).toEqual(others.map(([, href]) => href.slice(SITE_ORIGIN.length)));
      for (const link of page.alsoIn) expect(link.name).toBe(LANGUAGE_TABLE[link.lang as Lang].displayName);
    }
  });

  it('links each article’s JSON-LD to its translations, the original named where one was published first', async () => {
    let translationsOf = 0;
    let originals = 0;
    for (const path of await articlesOf('en')) {
      const page = await read(path);
      const article = page.jsonLd.find((item) => item['@type'] === 'NewsArticle')!;
      expect(article['inLanguage']).toBe('en-US');
      const others = [...page.alternates].filter(([h, href]) => h !== 'x-default' && href !== `${SITE_ORIGIN}${path}`).map(([, href]) => href);
      if (others.length === 0) {
        expect(article).not.toHaveProperty('workTranslation');
        expect(article).not.toHaveProperty('translationOfWork');
      } else if (article['translationOfWork']) {
        translationsOf += 1;
        expect(others).toContain((article['translationOfWork'] as { url: string }).url);
      } else {
        originals += 1;
        expect((article['workTranslation'] as { url: string }[]).map((w) => w.url)).toEqual(others);
      }
    }
    expect(translationsOf).toBeGreaterThan(0);
    expect(originals).toBeGreaterThan(0);
  });

  it('links categories and subcategories across the six languages, on their first page only', async () => {
    const categories = await read('/de/robotik');
    const subcategory = await read('/fr/robotique/robots-humanoides');
    for (const page of [categories, subcategory]) {
      expect([...page.alternates.keys()]).toEqual([...LANGS.map((l) => LANGUAGE_TABLE[l].bcp47), 'x-default']);
      expect(page.alsoIn).toHaveLength(5);
      for (const [hreflang, href] of page.alternates) {
        if (hreflang === 'x-default') continue;
        const theirs = await read(href.slice(SITE_ORIGIN.length));
        expect(theirs.status, href).toBe(200);
        expect(theirs.alternates, href).toEqual(page.alternates);
      }
    }
    expect((await read('/de/robotik/page/2')).alternates.size).toBe(0);
  });
});

describe('the language select without JavaScript', () => {
  it('sends the form on to the page chosen, with 303', async () => {
    const response = await site.get('/_api/language?to=%2Fen%2Fmodels', { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/models');
  });

  it('never sends a reader off the site', async () => {
    for (const to of ['//evil.example/', 'https://evil.example/en', '/\\evil.example', '/xx', '']) {
      const response = await site.get(`/_api/language?to=${encodeURIComponent(to)}`, { redirect: 'manual' });
      expect(response.status, to).toBe(303);
      expect(response.headers.get('location'), to).toBe('/it');
    }
  });
});
