import type { Request, Response } from 'express';

/**
 * Crawlers may read every page but not the JSON endpoints of client navigation.
 * The Sitemap line comes with the sitemaps (issue 4).
 */
export const robotsTxt = (_req: Request, res: Response): void => {
  res
    .type('text/plain')
    .set('Cache-Control', 'public, max-age=3600')
    .send(['User-agent: *', 'Allow: /', 'Disallow: /_data/', 'Disallow: /_api/', ''].join('\n'));
};
