// The PreviewPort over the companion plugin's signed draft endpoint
// (docs/content-api-contract.md, "Previews"). The link's signature is checked
// here first, with the shared secret, so a forged or expired link never reaches
// WordPress; the plugin checks it again. Drafts are fetched by their own client,
// never through the content cache: nothing unpublished is kept anywhere.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { forbidden, type Draft, type PreviewError, type PreviewPort } from '../../src/ports/PreviewPort.ts';
import { notFound } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { previewCodec, type WirePreview } from './codecs/preview.ts';
import { DEFAULT_EDITORIAL_HTML_POLICY, type EditorialHtmlPolicy } from './editorialHtmlPolicy.ts';
import { createHttpClient } from './httpClient.ts';
import { toContentError, type HttpFailure } from './httpFailure.ts';
import { toPosts } from './mapping/listings.ts';
import { toPost } from './mapping/post.ts';
import { toStaticPage } from './mapping/staticPage.ts';
import { isSignedPreviewLink } from './previewSignature.ts';
import { warnAboutDropped } from './reportDropped.ts';
import { createEditorialHtmlSanitizer, type SanitizeEditorialHtml } from './sanitizeEditorialHtml.ts';

export interface WordpressPreviewDeps {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  /** The draft endpoint's path (the path table's `preview`). */
  readonly path: string;
  /** PREVIEW_SECRET: the one WordPress signs links with. */
  readonly secret: string;
  readonly logger: LoggerPort;
  readonly timeoutMs: number;
  readonly htmlPolicy?: EditorialHtmlPolicy;
  /** Unix seconds; the clock unless given. */
  readonly nowS?: () => number;
  readonly fetch?: typeof fetch;
}

/** The plugin refuses a link as we do (403) or has no such post or page (404); anything else is an outage. */
const toPreviewError = (failure: HttpFailure): PreviewError =>
  failure._tag === 'status' && failure.status === 403 ? forbidden : failure._tag === 'status' && failure.status === 404 ? notFound : toContentError(failure);

const toDraft = (wire: WirePreview, html: SanitizeEditorialHtml): Draft =>
  wire.type === 'post' ? { kind: 'post', post: toPost(wire.post, html), related: toPosts(wire.related, html) } : { kind: 'page', page: toStaticPage(wire.page, html) };

export const createWordpressPreview = (deps: WordpressPreviewDeps): PreviewPort => {
  // One attempt: an editor's click is not worth a retry's wait, and a 403 must not open any breaker of the readers'.
  const http = createHttpClient({ baseUrl: deps.baseUrl, logger: deps.logger, timeoutMs: deps.timeoutMs, attempts: 1, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const html = createEditorialHtmlSanitizer(deps.htmlPolicy ?? DEFAULT_EDITORIAL_HTML_POLICY);
  const nowS = deps.nowS ?? (() => Math.floor(Date.now() / 1000));
  return {
    draft: (lang, link, ctx) =>
      isSignedPreviewLink(deps.secret, link, nowS())
        ? pipe(
            http.get(deps.path, lang, { id: link.id, exp: link.expires, sig: link.signature }, previewCodec(warnAboutDropped(deps.logger, 'preview', deps.path)), ctx?.signal),
            TE.bimap(toPreviewError, (wire) => toDraft(wire, html)),
          )
        : TE.left(forbidden),
  };
};
