// The tag manager adapter (docs/product.md#analytics): events wait in the queue of
// createQueuedAnalytics until `start`, which the consent layer calls only after
// the reader allows measurement. Starting injects the tag manager script with
// the configured id; from then on events go to its dataLayer.
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createQueuedAnalytics, type AnalyticsSink } from './createQueuedAnalytics.ts';

const gtmScriptUrl = (gtmId: string): string => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;

export interface GtmOptions {
  readonly gtmId: string | undefined;
  /** Off: events stay queued in the page forever and nothing loads. */
  readonly disabled?: boolean;
  readonly logger?: LoggerPort;
  /** The browser's document; a parameter so that tests can pass a stand-in. */
  readonly document?: Pick<Document, 'createElement' | 'head'>;
  readonly dataLayer?: () => unknown[];
}

const pageDataLayer = (): unknown[] => {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  return w.dataLayer;
};

const never = () => new Promise<never>(() => undefined);

/** Checked where analytics is switched on: an enabled tag manager needs an id. */
const requireGtmId = ({ gtmId, disabled }: Pick<GtmOptions, 'gtmId' | 'disabled'>): string | undefined => {
  if (disabled) return undefined;
  if (!gtmId) throw new Error('gtmId must be provided');
  return gtmId;
};

const connect = (gtmId: string, options: GtmOptions) => async (): Promise<AnalyticsSink> => {
  const doc = options.document ?? document;
  const dataLayer = (options.dataLayer ?? pageDataLayer)();
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(gtmId);
  // The dataLayer keeps the events whether or not the script arrives: only log.
  script.onerror = () => options.logger?.error('analytics: the tag manager script failed to load', { src: script.src });
  doc.head.appendChild(script);
  return (event) => dataLayer.push({ event: event.name, ...(event.screen ? { screen: event.screen } : {}) });
};

/**
 * A queued analytics port over the tag manager. Throws 'gtmId must be provided'
 * when enabled without an id, so a misconfiguration fails at the composition root.
 */
export const createGtmAnalytics = (options: GtmOptions): AnalyticsPort & { readonly pending: () => readonly unknown[] } => {
  const gtmId = requireGtmId(options);
  return createQueuedAnalytics(gtmId === undefined ? never : connect(gtmId, options));
};
