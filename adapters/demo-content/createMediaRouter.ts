// /demo-media: the JPEG illustrations and the demo video, all made in this
// process. Only files the dataset references are served; each picture is drawn
// on first request and then kept, within a bound (demoImages.ts).
import express, { type Request, type Response, type Router } from 'express';
import type { DemoDataset } from './dataset/buildDataset.ts';
import { artJpeg } from './demoImages.ts';
import { DEMO_VIDEO, demoVideoBytes } from './demoVideo.ts';

const MEDIA_CACHE = 'public, max-age=86400';

/** Browsers ask for video in byte ranges; a single range is all they need. */
const sendVideo = (req: Request, res: Response): void => {
  const size = demoVideoBytes.length;
  res.set({ 'Content-Type': DEMO_VIDEO.contentType, 'Cache-Control': MEDIA_CACHE, 'Accept-Ranges': 'bytes' });
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range) {
    res.send(demoVideoBytes);
    return;
  }
  const [, from = '', to = ''] = range;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) {
    res.status(416).set('Content-Range', `bytes */${size}`).end();
    return;
  }
  res.status(206).set('Content-Range', `bytes ${start}-${end}/${size}`).send(demoVideoBytes.subarray(start, end + 1));
};

export const createMediaRouter = (dataset: DemoDataset): Router => {
  const router = express.Router();
  router.get('/{*file}', (req: Request, res: Response) => {
    const asset = dataset.media.get(req.path);
    res.set('Access-Control-Allow-Origin', '*');
    if (!asset) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    if (asset.kind === 'video') {
      sendVideo(req, res);
      return;
    }
    res.set({ 'Content-Type': 'image/jpeg', 'Cache-Control': MEDIA_CACHE }).send(artJpeg(asset));
  });
  return router;
};
