import type { Request, Response } from 'express';
import { urls } from '../../src/domain/urls.ts';
import { DATA_PREFIX } from '../../src/domain/endpoints.ts';

/**
 * Crawlers may read every page but not the JSON endpoints of client navigation;
 * the Sitemap line (absolute, as the protocol requires) leads them to the index.
 * The text is built once: it only depends on the site origin.
 */
export const createRobotsTxt = (siteOrigin: string) => {
  const body = ['User-agent: *', 'Allow: /', `Disallow: ${DATA_PREFIX}/`, 'Disallow: /_api/', '', `Sitemap: ${siteOrigin}${urls.sitemapIndex()}`, ''].join('\n');
  return (_req: Request, res: Response): void => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
};
