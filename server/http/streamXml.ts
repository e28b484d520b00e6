// Writes an XML outcome to the response: the body is streamed as the use case
// produces it, respecting backpressure, and abandoned when the reader leaves.
import type { Response } from 'express';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { XmlFormat, XmlOutcome } from '../../src/use-cases/xmlDocument.ts';

const CONTENT_TYPES: Readonly<Record<XmlFormat, string>> = {
  sitemap: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

/** Resolves when the socket can take more, false when the reader has gone. */
const drained = (res: Response): Promise<boolean> =>
  new Promise((resolve) => {
    const done = (ok: boolean) => () => {
      res.off('drain', onDrain).off('close', onClose);
      resolve(ok);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.once('drain', onDrain).once('close', onClose);
  });

/**
 * These URLs are read by crawlers and feed readers, not people: a missing document
 * is a short plain 404 (cacheable briefly), not a page with the site's chrome.
 */
export const xmlNotFound = (res: Response): void => {
  res.status(404).set('Cache-Control', 'public, max-age=60').type('text/plain').send('Not found\n');
};

export const streamXml = async (outcome: XmlOutcome, res: Response, logger: LoggerPort, url: string): Promise<void> => {
  if (outcome.kind === 'not-found') return xmlNotFound(res);
  if (outcome.kind === 'unavailable') {
    res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '120' }).type('text/plain').send('Content temporarily unavailable, please retry later.\n');
    return;
  }
  res.status(200).set({ 'Content-Type': CONTENT_TYPES[outcome.format], 'Cache-Control': `public, max-age=${outcome.maxAgeSeconds}` });
  try {
    for await (const chunk of outcome.body) {
      if (res.destroyed) return;
      if (!res.write(chunk) && !(await drained(res))) return;
    }
    res.end();
  } catch (error) {
    // Headers are gone: cutting the connection is the only way to tell a crawler
    // that this document is incomplete, rather than caching half of it.
    logger.error('xml stream interrupted', { url, error: error instanceof Error ? error.message : String(error) });
    res.destroy();
  }
};
