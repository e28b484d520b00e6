// The documents for crawlers and feed readers: /sitemap.xml, /sitemaps/*.xml,
// /feeds/*.xml. The use cases produce them piece by piece; here they are read
// whole, so that a document is either complete (and cached) or not sent at all:
// a content call failing halfway answers 503, never a truncated sitemap.
import type { Task } from 'fp-ts/Task';
import { cacheTags } from '../../src/domain/cacheTags.ts';
import { SITEMAP_INDEX_PATH } from '../../src/domain/endpoints.ts';
import { isLang, LANGS, type Lang } from '../../src/domain/language.ts';
import { parseSitemapFileName } from '../../src/domain/sitemapFiles.ts';
import { withCallContext } from '../../src/ports/ContentPort.ts';
import { loadAuthorsSitemap } from '../../src/use-cases/loadAuthorsSitemap.ts';
import { loadCategoriesSitemap } from '../../src/use-cases/loadCategoriesSitemap.ts';
import { loadCategoryFeed, loadLanguageFeed } from '../../src/use-cases/loadFeed.ts';
import { loadNewsSitemap } from '../../src/use-cases/loadNewsSitemap.ts';
import { loadPagesSitemap } from '../../src/use-cases/loadPagesSitemap.ts';
import { loadPostsSitemap } from '../../src/use-cases/loadPostsSitemap.ts';
import { loadSitemapIndex } from '../../src/use-cases/loadSitemapIndex.ts';
import type { XmlDeps, XmlFormat, XmlOutcome } from '../../src/use-cases/xmlDocument.ts';
import { staleRecorder, type Render, type Rendered } from '../serving/rendered.ts';

const CONTENT_TYPES: Readonly<Record<XmlFormat, string>> = {
  sitemap: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' } as const;

/**
 * These URLs are read by crawlers and feed readers, not people: a missing or
 * failed document is a short plain text, not a page with the site's chrome.
 */
const NOT_FOUND: Rendered = { outcome: 'not-found', status: 404, headers: TEXT, body: 'Not found\n', tags: [] };
const UNAVAILABLE: Rendered = { outcome: 'unavailable', status: 503, headers: TEXT, body: 'Content temporarily unavailable, please retry later.\n', tags: [] };

interface XmlTarget {
  readonly load: (deps: XmlDeps) => Task<XmlOutcome>;
  readonly tags: readonly string[];
}

const byLanguage = (lang: Lang): string[] => [cacheTags.lang(lang), cacheTags.listing(lang)];

/** Which document a path names, and its purge tags; undefined for none. */
const targetOf = (path: string): XmlTarget | undefined => {
  if (path === SITEMAP_INDEX_PATH) return { load: (deps) => loadSitemapIndex(deps), tags: ['sitemaps'] };
  const sitemap = /^\/sitemaps\/([^/]+)$/.exec(path);
  if (sitemap) {
    const file = parseSitemapFileName(sitemap[1]!);
    if (!file) return undefined;
    // The authors' file lists every language an author has a page in: any language's new author changes it.
    const tags = file.kind === 'authors' ? [cacheTags.lang(file.lang), ...LANGS.map((each) => cacheTags.listing(each))] : byLanguage(file.lang);
    if (file.kind === 'posts') return { load: (deps) => loadPostsSitemap(deps)(file.lang, file.part), tags };
    const loaders = { pages: loadPagesSitemap, categories: loadCategoriesSitemap, authors: loadAuthorsSitemap, news: loadNewsSitemap } as const;
    return { load: (deps) => loaders[file.kind](deps)(file.lang), tags };
  }
  const languageFeed = /^\/feeds\/([^/]+)\.xml$/.exec(path);
  if (languageFeed) {
    const lang = languageFeed[1];
    return isLang(lang) ? { load: (deps) => loadLanguageFeed(deps)(lang), tags: [...byLanguage(lang), cacheTags.home(lang)] } : undefined;
  }
  const categoryFeed = /^\/feeds\/([^/]+)\/([^/]+)\.xml$/.exec(path);
  if (categoryFeed) {
    const lang = categoryFeed[1];
    let slug: string;
    try {
      slug = decodeURIComponent(categoryFeed[2]!);
    } catch {
      return undefined;
    }
    return isLang(lang) ? { load: (deps) => loadCategoryFeed(deps)(lang, slug), tags: [cacheTags.lang(lang), cacheTags.category(lang, slug)] } : undefined;
  }
  return undefined;
};

const collect = async (body: AsyncIterable<string>): Promise<string> => {
  const parts: string[] = [];
  for await (const part of body) parts.push(part);
  return parts.join('');
};

export const createRenderXml = (deps: XmlDeps): Render => async (url, signal) => {
  const target = targetOf(url.split('?')[0]!);
  if (!target) return NOT_FOUND;
  const stale = staleRecorder(signal);
  const outcome = await target.load({ ...deps, content: withCallContext(deps.content, stale.ctx) })();
  if (outcome.kind === 'not-found') return NOT_FOUND;
  if (outcome.kind === 'unavailable') return UNAVAILABLE;
  let body: string;
  try {
    body = await collect(outcome.body);
  } catch (error) {
    deps.logger.error('xml document interrupted', { url, error: error instanceof Error ? error.message : String(error) });
    return UNAVAILABLE;
  }
  const staleAgeMs = stale.staleAgeMs();
  return {
    outcome: 'ok',
    status: 200,
    headers: { 'Content-Type': CONTENT_TYPES[outcome.format] },
    body,
    tags: target.tags,
    maxAgeS: outcome.maxAgeSeconds,
    ...(staleAgeMs === undefined ? {} : { staleAgeMs }),
  };
};
