// POST /_purge: what a WordPress hook calls when a post is published, updated or
// trashed (docs/purge-on-publish.md). `Authorization: Bearer <PURGE_TOKEN>` and a
// JSON body `{"tags": [...], "paths": [...]}`; it drops the matching pages and
// content answers (on every instance when they share Redis) and says what went.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';

export const PURGE_PATH = '/_purge';

export interface PurgeRequest {
  readonly tags: readonly string[];
  readonly paths: readonly string[];
}

export interface Purged {
  readonly pages: readonly string[];
  readonly content: readonly string[];
}

const MAX_ITEMS = 1000;
/** A slug in a tag is percent-encoded (src/domain/cacheTags.ts): `%` is part of a tag. */
const TAG = /^[\w:.%\-/]{1,200}$/;
const PATH = /^\/[^\s?#]{0,2047}$/;

const listOf = (value: unknown, valid: RegExp): string[] | undefined =>
  value === undefined ? [] : Array.isArray(value) && value.length <= MAX_ITEMS && value.every((v) => typeof v === 'string' && valid.test(v)) ? (value as string[]) : undefined;

/** The body as a purge, or undefined when it is not one. */
const parsePurgeRequest = (body: unknown): PurgeRequest | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { tags, paths } = body as { tags?: unknown; paths?: unknown };
  const parsed = { tags: listOf(tags, TAG), paths: listOf(paths, PATH) };
  if (!parsed.tags || !parsed.paths || parsed.tags.length + parsed.paths.length === 0) return undefined;
  return { tags: parsed.tags, paths: parsed.paths };
};

/** Compared in constant time, whatever the lengths. */
const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

export const createPurgeEndpoint = ({ token, purge, logger }: { token: string; purge: (request: PurgeRequest) => Promise<Purged>; logger: LoggerPort }) => {
  const readJson = express.json({ limit: '64kb', strict: true, type: () => true });
  const authorized = (req: Request): boolean => {
    const header = req.get('Authorization') ?? '';
    return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length).trim(), token);
  };
  return [
    (req: Request, res: Response, next: NextFunction): void => {
      if (!authorized(req)) {
        res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'a valid bearer token is required' });
        return;
      }
      // A body that is not JSON, or too big, is the caller's mistake: 400, not 413 or 500.
      readJson(req, res, (error?: unknown) => (error ? res.status(400).json({ error: 'the body must be JSON of at most 64 KB' }) : next()));
    },
    async (req: Request, res: Response): Promise<void> => {
      const request = parsePurgeRequest(req.body);
      if (!request) {
        res.status(400).json({ error: 'expected {"tags": [...], "paths": [...]} with at least one entry' });
        return;
      }
      const purged = await purge(request);
      logger.info('purge', { tags: request.tags, paths: request.paths, pages: purged.pages.length, content: purged.content.length });
      res.set('Cache-Control', 'no-store').json({ purged });
    },
  ];
};
