// A live stand-in for a WordPress with the companion plugin, for the preview's
// server tests: the embedded demo content (the public contract) plus the
// plugin's signed draft endpoint, which checks the link's HMAC as the plugin
// does (its own implementation here, not Newsdesk's) and counts what reaches it.
// The real plugin is tested against a real WordPress in tests/wordpress/.
//
//   const api = await startPreviewContentApi({ secret });
//   api.url                       // CONTENT_API_URL
//   api.drafts                    // { post: 1, page: 2 }: the ids it has drafts of
//   api.sign(id, expires)         // a link signed as WordPress signs it
//   api.requests                  // preview requests that reached it
import { createHmac } from 'node:crypto';
import express from 'express';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { serveApp } from './serveApp.ts';

/** A title as WordPress renders it, inline markup and all; DRAFT_TITLE_TEXT is what it says. */
export const DRAFT_TITLE = 'Draft: robots <em>learn</em> to fold laundry';
export const DRAFT_TITLE_TEXT = 'Draft: robots learn to fold laundry';

export const startPreviewContentApi = async ({ secret }: { secret: string }) => {
  const requests: string[] = [];
  const sign = (id: number, expires: number): string => createHmac('sha256', secret).update(`${id}:${expires}`).digest('hex');
  const english = demoDataset({ mediaBase: '' }).languages.en;
  const [first, ...others] = english.posts;
  const draftPost = { ...first!.full, id: 1, name: 'robots-fold-laundry', title: DRAFT_TITLE, title_h1: DRAFT_TITLE };
  const draftPage = { ...english.pagesBySlug.get('about-us')!, id: 2, title: 'About us (new version)', link: '/en/about-us' };

  const app = express();
  app.get('/wp-json/wp/v6/preview', (req, res) => {
    requests.push(req.url);
    const { id, exp, sig } = req.query as Record<string, string>;
    const refused = sig !== sign(Number(id), Number(exp)) || Number(exp) < Date.now() / 1000;
    if (refused) {
      res.status(403).json({ code: 'newsdesk_preview_forbidden', message: 'This preview link is not valid.', data: { status: 403 } });
      return;
    }
    if (id === '1') res.json({ type: 'post', post: draftPost, related: others.slice(0, 4).map((p) => p.full) });
    else if (id === '2') res.json({ type: 'page', page: draftPage });
    else res.status(404).json({ code: 'newsdesk_preview_not_found', message: 'No such post.', data: { status: 404 } });
  });
  app.use(createDemoContentApp({ mediaBase: '' }));
  const served = await serveApp(app);
  return { url: `${served.base}/wp-json/wp`, drafts: { post: 1, page: 2 }, sign, requests, close: served.close };
};
