// The embedded demo content with a newsroom's worth of sections: the top-level categories of
// WordPress's theme unit test data (themeunittestdata.wordpress.xml, in WordPress/theme-test-data),
// a few long names, and the demo's own six, listed by name as the companion plugin lists them when
// nobody set an order (wordpress/newsdesk/README.md). A stand-in section's listing shows the posts
// of the language's first demo section, so that each of them is a page a reader can open.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { API_MOUNT, PRODUCTION_PATHS, STAGING_PATHS } from '../../adapters/wordpress/wordpressPaths.ts';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import type { WireCategory } from '../../adapters/demo-content/dataset/wireTypes.ts';
import { isLang } from '../../src/domain/language.ts';

/** The theme unit test data's 58 top-level categories, named as WordPress shows them. */
export const THEME_TEST_DATA_SECTIONS = [
  '6.1', 'aciform', 'antiquarianism', 'arrangement', 'asmodeus', 'Block', 'Blogroll', 'broder', 'buying', 'Cat A', 'Cat B',
  'Cat C', 'championship', 'chastening', 'Classic', 'clerkship', 'disinclination', 'disinfection', 'dispatch', 'echappee',
  'Edge Case', 'enphagy', 'equipollent', 'fatuity', 'Foo A', 'Foo Parent', 'gaberlunzie', 'illtempered', 'insubordination',
  'lender', 'Markup', 'Media', 'monosyllable', 'packthread', 'palter', 'papilionaceous', 'Parent', 'Parent Category',
  'personable', 'Post Formats', 'propylaeum', 'pustule', 'quartern', 'scholarship', 'selfconvicted', 'showshoe', 'sloyd',
  'sublunary', 'tamtam', 'Template', 'Uncategorized', 'Unpublished', 'weakhearted', 'ween', 'wellhead', 'wellintentioned',
  'whetstone', 'years',
] as const;

/** Names as long as newsrooms give them, in three of the site's languages. */
export const LONG_SECTIONS = [
  'Künstliche Intelligenz und Gesellschaft',
  'Inteligência artificial generativa e criatividade',
  'Wissenschaftskommunikationsforschung',
] as const;

/** A slug as WordPress makes one from a name. */
export const slugOf = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const standIns: readonly WireCategory[] = [...THEME_TEST_DATA_SECTIONS, ...LONG_SECTIONS].map((name, i) => ({
  id: 9000 + i,
  name,
  slug: slugOf(name),
  description: '',
  count: 1,
  link: '',
  parent: 0,
  children: [],
}));
const standInSlugs = new Set(standIns.map((c) => c.slug));

const byName = (a: WireCategory, b: WireCategory): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export interface ManySectionsContentApi {
  /** The content API base, ending in /wp-json/wp. */
  readonly url: string;
  close(): Promise<void>;
}

export const startManySectionsContentApi = async (port = 0): Promise<ManySectionsContentApi> => {
  // Its own origin in media URLs, as WordPress's are: the page loads them from here (the CSP names the API's origin).
  let app: express.Express | undefined;
  const server: Server = createServer((req, res) => app!(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataset = demoDataset({ mediaBase: origin });
  app = express();
  app.get(`${API_MOUNT}${PRODUCTION_PATHS.categories}`, (req: Request, res: Response, next: NextFunction) => {
    const { lang, slug } = req.query;
    if (!isLang(lang)) return next();
    if (typeof slug === 'string') {
      const standIn = standIns.find((c) => c.slug === slug);
      return standIn ? void res.json([standIn]) : next();
    }
    res.json([...standIns, ...dataset.languages[lang].categories.tree].sort(byName));
  });
  app.get([`${API_MOUNT}${PRODUCTION_PATHS.categoryPosts}`, `${API_MOUNT}${STAGING_PATHS.categoryPosts}`], (req: Request, _res: Response, next: NextFunction) => {
    const { lang, category } = req.query;
    if (isLang(lang) && typeof category === 'string' && standInSlugs.has(category)) {
      const query = new URLSearchParams(req.url.split('?')[1]);
      query.set('category', dataset.languages[lang].categories.tree[0]!.slug);
      req.url = `${req.path}?${query.toString()}`;
    }
    next();
  });
  app.use(createDemoContentApp({ mediaBase: origin }));
  return {
    url: `${origin}${API_MOUNT}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
