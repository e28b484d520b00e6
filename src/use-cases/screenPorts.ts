import type { ContentPort } from '../ports/ContentPort.ts';
import type { LoggerPort } from '../ports/LoggerPort.ts';
import type { TranslationsPort } from '../ports/TranslationsPort.ts';

/** The ports every screen use case may need, resolved by a composition root. */
export interface ScreenPorts {
  /** The public origin (SITE_ORIGIN): absolute URLs in metadata and share links. */
  readonly siteOrigin: string;
  readonly content: ContentPort;
  readonly translations: TranslationsPort;
  readonly logger: LoggerPort;
}
