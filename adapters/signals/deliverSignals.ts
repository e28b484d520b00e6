// The write call of the content API (docs/content-api-contract.md#reader-signals):
// `POST {CONTENT_API_URL}/v6/signals` with the batches as JSON and the shared
// secret as a bearer token, within a time budget. Anything but a 2xx is a
// failure. An answer that is not a 2xx rejects with SignalDeliveryRefused and its
// status, so that the courier can tell a refusal that will pass (5xx, 429, 408:
// the batches wait for the next interval) from one that will not (another 4xx:
// the same body would be refused for ever); no answer at all (a network error, the
// time budget spent) rejects with fetch's own error, which has no status.
import type { SignalBatch } from '../../src/domain/signalBatch.ts';
import { CONTENT_API } from '../wordpress/wordpressPaths.ts';

export interface SignalDeliveryOptions {
  /** CONTENT_API_URL, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
}

/** WordPress answered, and not with a 2xx: `status` says whether trying again can help. */
export class SignalDeliveryRefused extends Error {
  readonly status: number;
  constructor(status: number, body: string) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`);
    this.name = 'SignalDeliveryRefused';
    this.status = status;
  }
}

export const createSignalDelivery = ({ baseUrl, token, timeoutMs }: SignalDeliveryOptions) => async (batches: readonly SignalBatch[]): Promise<void> => {
  const answer = await fetch(`${baseUrl}${CONTENT_API.signals.production}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ batches }),
    signal: AbortSignal.timeout(timeoutMs),
    // A redirect is not WordPress taking the batches: followed, the POST would become a GET whose 200 dropped them.
    redirect: 'manual',
  });
  // The body is small; read so that the connection is reused.
  const text = await answer.text();
  if (!answer.ok) throw new SignalDeliveryRefused(answer.status, text);
};
