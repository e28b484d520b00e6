// docs/product.md#analytics: analytics pushes before initialisation are queued and flushed
// once initialised. The sink (the tag manager's dataLayer, issue 5) is only
// reached after `start`, which the consent layer calls when the reader agrees.
import type { AnalyticsEvent, AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export const createQueuedAnalytics = (connect: () => Promise<AnalyticsSink>): AnalyticsPort & { readonly pending: () => readonly AnalyticsEvent[] } => {
  const queue: AnalyticsEvent[] = [];
  let sink: AnalyticsSink | undefined;
  let starting: Promise<void> | undefined;
  return {
    pending: () => [...queue],
    push: (event) => {
      if (sink) sink(event);
      else queue.push(event);
    },
    start: () => {
      starting ??= connect().then((connected) => {
        sink = connected;
        for (const event of queue.splice(0)) connected(event);
      });
      return starting;
    },
  };
};
