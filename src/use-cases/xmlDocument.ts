// What the sitemap and feed use cases answer. The body is produced piece by piece
// so the server can stream large sets; the first content call has already been
// answered when a document is returned, so an outage still gets a proper 503.
import type { LoggerPort } from '../ports/LoggerPort.ts';
import type { ScreenPorts } from './screenPorts.ts';

/** How long caches may keep each document: the news and feeds change with every post. */
export const SITEMAP_MAX_AGE_SECONDS = 3600;
export const FRESH_MAX_AGE_SECONDS = 300;

export type XmlFormat = 'sitemap' | 'rss';

export type XmlOutcome =
  | { readonly kind: 'xml'; readonly format: XmlFormat; readonly maxAgeSeconds: number; readonly body: AsyncIterable<string> }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable' };

export interface XmlDeps extends ScreenPorts {
  /** The clock: the news sitemap keeps the last 48 hours. */
  readonly now: () => Date;
}

/** Raised inside a body when a later content call fails: the server aborts the response. */
export class StreamInterrupted extends Error {
  override readonly name = 'StreamInterrupted';
}

export const xmlDocument = (format: XmlFormat, maxAgeSeconds: number, body: AsyncIterable<string>): XmlOutcome => ({ kind: 'xml', format, maxAgeSeconds, body });

export const XML_NOT_FOUND: XmlOutcome = { kind: 'not-found' };
const XML_UNAVAILABLE: XmlOutcome = { kind: 'unavailable' };

/**
 * The document when its content could not be had: an outage (503), never a 404,
 * so that crawlers passing during an outage keep what they have. The server's
 * answer says nothing of why, so the log does.
 */
export const unavailableXml = (logger: LoggerPort, message: string, fields: Record<string, unknown>): XmlOutcome => {
  logger.error(message, fields);
  return XML_UNAVAILABLE;
};

/** A body made of strings already known. */
export async function* chunksOf(...parts: readonly (string | readonly string[])[]): AsyncIterable<string> {
  for (const part of parts) {
    if (typeof part === 'string') yield part;
    else yield* part;
  }
}
