// Starts a recording WordPress stand-in and the real adapter pointed at it.
import { afterEach } from 'vitest';
import { createWordpressContent } from '../../../adapters/wordpress/createWordpressContent.ts';
import type { EditorialHtmlPolicy } from '../../../adapters/wordpress/editorialHtmlPolicy.ts';
import type { ResilienceOptions } from '../../../adapters/wordpress/httpClient.ts';
import { resolvePaths, type ContentCall, type ContentEnv } from '../../../adapters/wordpress/wordpressPaths.ts';
import type { Post } from '../../../src/domain/content.ts';
import type { ContentPort } from '../../../src/ports/ContentPort.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';
import { startRecordingServer, type RecordedRequest, type RecordingServer, type Reply } from './recordingServer.ts';

export interface Connected {
  readonly content: ContentPort;
  readonly logger: RecordingLogger;
  readonly requests: RecordedRequest[];
  readonly server: RecordingServer;
}

export interface ConnectOptions extends ResilienceOptions {
  readonly env?: ContentEnv;
  readonly overrides?: Partial<Record<ContentCall, string>>;
  readonly timeoutMs?: number;
  readonly htmlPolicy?: EditorialHtmlPolicy;
}

/** Registers an afterEach that closes the servers started by `connect`. */
export const useWordpressStandIn = () => {
  const servers: RecordingServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return async (reply: (req: RecordedRequest) => Reply, options: ConnectOptions = {}): Promise<Connected> => {
    const server = await startRecordingServer(reply);
    servers.push(server);
    const logger = createRecordingLogger();
    const { env = 'production', overrides, timeoutMs = 2000, ...resilience } = options;
    const content = createWordpressContent({ ...resilience, baseUrl: server.baseUrl, paths: resolvePaths(env, overrides), logger, timeoutMs });
    return { content, logger, requests: server.requests, server };
  };
};

/** Always the same body, whatever the request. */
export const answer = (body: unknown): (() => Reply) => () => ({ body });

/** An empty but well-formed answer for any call of the contract. */
export const emptyAnswerFor = (req: RecordedRequest): Reply => {
  if (/paginated/.test(req.path)) return { body: { current_page: 1, total_posts: 0, total_pages: 0, posts: [] } };
  if (/\/search-custom|relatedpost/.test(req.path)) return { body: { response: [] } };
  return { body: [] };
};

/** What the adapter makes of a wire post that has nothing but an id and a title: every default of the core's Post. */
export const barePost = (id: number, title: string): Post => ({
  id, slug: String(id), title, headline: title, keywords: [], images: {}, views: 0, rating: { average: 0, votes: 0 },
  toc: [], outboundLinks: [], media: [], regenerated: false,
});
