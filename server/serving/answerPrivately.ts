// Answers no cache may keep and no crawler may index: an editor's preview of a
// draft. Rendered for this one request, outside the page cache (so never in
// memory, Redis or a CDN), with the security headers of every answer and the
// page's own Content-Security-Policy, and told private, no-store and noindex.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Render } from './rendered.ts';

const PRIVATE_HEADERS = ['Cache-Control', 'private, no-store', 'X-Robots-Tag', 'noindex, nofollow'] as const;

export type AnswerPrivately = (req: IncomingMessage, res: ServerResponse, url: string, render: Render, extraHeaders?: readonly string[]) => Promise<void>;

/** `staticHeaders`: the security headers, computed once; a rendered answer's own (its CSP) replace theirs. */
export const createPrivateAnswer = (staticHeaders: readonly (readonly [string, string])[]): AnswerPrivately => async (req, res, url, render, extraHeaders = []) => {
  // An editor closing the tab cancels the draft's fetch.
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const rendered = await render(url, gone.signal);
  if (gone.signal.aborted || res.destroyed) return;
  const own = new Set(Object.keys(rendered.headers).map((name) => name.toLowerCase()));
  const body = Buffer.from(rendered.body);
  res.writeHead(rendered.status, [
    ...staticHeaders.filter(([name]) => !own.has(name.toLowerCase())).flat(),
    ...Object.entries(rendered.headers).flat(),
    ...PRIVATE_HEADERS,
    ...extraHeaders,
    'Content-Length', String(body.byteLength),
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
};
