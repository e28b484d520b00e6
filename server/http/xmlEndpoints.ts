// The documents for crawlers and feed readers: /sitemap.xml, /sitemaps/*.xml,
// /feeds/*.xml. Use cases are bound to their ports once, here.
import type { Express, Request, Response } from 'express';
import type { Task } from 'fp-ts/Task';
import { isLang } from '../../src/domain/language.ts';
import { parseSitemapFileName } from '../../src/domain/sitemapFiles.ts';
import { loadCategoriesSitemap } from '../../src/use-cases/loadCategoriesSitemap.ts';
import { loadCategoryFeed, loadLanguageFeed } from '../../src/use-cases/loadFeed.ts';
import { loadNewsSitemap } from '../../src/use-cases/loadNewsSitemap.ts';
import { loadPagesSitemap } from '../../src/use-cases/loadPagesSitemap.ts';
import { loadPostsSitemap } from '../../src/use-cases/loadPostsSitemap.ts';
import { loadSitemapIndex } from '../../src/use-cases/loadSitemapIndex.ts';
import type { XmlDeps, XmlOutcome } from '../../src/use-cases/xmlDocument.ts';
import { streamXml, xmlNotFound } from './streamXml.ts';

export const mountXmlEndpoints = (app: Express, deps: XmlDeps): void => {
  const index = loadSitemapIndex(deps);
  const pages = loadPagesSitemap(deps);
  const categories = loadCategoriesSitemap(deps);
  const posts = loadPostsSitemap(deps);
  const news = loadNewsSitemap(deps);
  const languageFeed = loadLanguageFeed(deps);
  const categoryFeed = loadCategoryFeed(deps);

  /** Undefined: no document has that name. */
  const answer = (pick: (req: Request) => Task<XmlOutcome> | undefined) => async (req: Request, res: Response): Promise<void> => {
    const task = pick(req);
    if (!task) return xmlNotFound(res);
    await streamXml(await task(), res, deps.logger, req.originalUrl);
  };

  app.get('/sitemap.xml', answer(() => index));
  app.get(
    '/sitemaps/:file',
    answer((req) => {
      const file = parseSitemapFileName(String(req.params['file']));
      if (!file) return undefined;
      if (file.kind === 'posts') return posts(file.lang, file.part);
      return { pages, categories, news }[file.kind](file.lang);
    }),
  );
  app.get(
    '/feeds/:file',
    answer((req) => {
      const lang = String(req.params['file']).replace(/\.xml$/, '');
      return String(req.params['file']).endsWith('.xml') && isLang(lang) ? languageFeed(lang) : undefined;
    }),
  );
  app.get(
    '/feeds/:lang/:file',
    answer((req) => {
      const lang = req.params['lang'];
      const file = String(req.params['file']);
      return isLang(lang) && /^[^/]+\.xml$/.test(file) ? categoryFeed(lang, file.slice(0, -'.xml'.length)) : undefined;
    }),
  );
};
