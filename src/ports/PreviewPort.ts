import type { TaskEither } from 'fp-ts/TaskEither';
import type { Post, StaticPage } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import type { CallContext, ContentError } from './ContentPort.ts';

/**
 * An editor's preview link as WordPress signs it: the post or page id, when the
 * link expires (Unix seconds) and the HMAC-SHA256 of both under the secret the
 * two sides share. Only an adapter that holds the secret can tell a good one.
 */
export interface PreviewLink {
  readonly id: number;
  readonly expires: number;
  readonly signature: string;
}

/** What an editor is writing, as readers would get it once published. */
export type Draft =
  /** `related`: what the article's related block would show. */
  | { readonly kind: 'post'; readonly post: Post; readonly related: readonly Post[] }
  | { readonly kind: 'page'; readonly page: StaticPage };

/** The content vocabulary, plus a link that is forged, altered or expired. */
export type PreviewError = ContentError | { readonly _tag: 'forbidden' };

export const forbidden: PreviewError = { _tag: 'forbidden' };

export const PreviewPort = Symbol.for('PreviewPort');

/** Unpublished content, for editors holding a signed link; never cached, never listed. */
export interface PreviewPort {
  draft(lang: Lang, link: PreviewLink, ctx?: CallContext): TaskEither<PreviewError, Draft>;
}
