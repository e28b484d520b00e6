import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * The Fetch API request react-router's handler expects. The URL is the configured
 * origin followed by the raw path (never the Host header, and never resolved as a
 * relative URL, so `//other.host/` stays a path); a reader who goes away before
 * the answer aborts the loaders.
 */
export const toFetchRequest = (req: ExpressRequest, res: ExpressResponse, siteOrigin: string): Request => {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(new URL(`${siteOrigin}${req.originalUrl}`), {
    method: 'GET',
    headers: { Accept: req.get('Accept') ?? 'text/html', 'Accept-Language': req.get('Accept-Language') ?? '' },
    signal: controller.signal,
  });
};
