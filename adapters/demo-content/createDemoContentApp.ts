// The embedded demo content as one Express router: the WordPress-shaped API
// under /wp-json/wp and its media under /demo-media, so the site can
// `app.use(createDemoContentApp())` and a standalone server can serve the same.
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { demoDataset } from './dataset/buildDataset.ts';
import { API_MOUNT } from '../wordpress/wordpressPaths.ts';
import { MEDIA_PREFIX } from './dataset/mediaAssets.ts';
import { createContentApiRouter } from './createContentApiRouter.ts';
import { createMediaRouter } from './createMediaRouter.ts';
import { createDemoSignals, type DemoSignals } from './demoSignals.ts';

export interface DemoContentOptions {
  /** When the newest post is published; defaults to when the module loaded. */
  readonly now?: Date;
  /** Prefix of media URLs: '' (default) for root-relative, or the demo server's origin. */
  readonly mediaBase?: string;
  /** Delay before each API answer, in milliseconds. */
  readonly latencyMs?: number;
  /** The store of reader signals: pass the same one to every copy of the demo in a process, so that they answer the same counts. */
  readonly signals?: DemoSignals;
  /** Without a store given, the secret of a new one's write call; without either, a random one nobody knows (signals are then refused). */
  readonly signalsToken?: string;
  /** The fewest readers of one day a popular search needs, whatever a caller asks; 5 by default. */
  readonly popularSearchFloor?: number;
}

/** The path prefixes it answers, for a site that mounts it beside its own routes. */
export const DEMO_CONTENT_PREFIXES = [`${API_MOUNT}/`, `${MEDIA_PREFIX}/`] as const;

export const createDemoContentApp = ({ now, mediaBase = '', latencyMs = 0, signals, signalsToken, popularSearchFloor }: DemoContentOptions = {}): Router => {
  const dataset = demoDataset({ now, mediaBase });
  const router = express.Router();
  const store = signals ?? createDemoSignals({ token: signalsToken ?? randomBytes(24).toString('hex'), dataset });
  router.use(API_MOUNT, createContentApiRouter(dataset, { latencyMs, signals: store, popularSearchFloor }));
  router.use(MEDIA_PREFIX, createMediaRouter(dataset));
  return router;
};
