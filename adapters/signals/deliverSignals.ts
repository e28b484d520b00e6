// The write call of the content API (docs/content-api-contract.md#reader-signals):
// `POST {CONTENT_API_URL}/v6/signals` with the batches as JSON and the shared
// secret as a bearer token, within a time budget. Anything but a 2xx is a
// failure: the batches wait for the next interval.
import type { SignalBatch } from '../../src/domain/readerSignals.ts';

export interface SignalDeliveryOptions {
  /** CONTENT_API_URL, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
}

const SIGNALS_API_PATH = '/v6/signals';

export const createSignalDelivery = ({ baseUrl, token, timeoutMs }: SignalDeliveryOptions) => async (batches: readonly SignalBatch[]): Promise<void> => {
  const answer = await fetch(`${baseUrl}${SIGNALS_API_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ batches }),
    signal: AbortSignal.timeout(timeoutMs),
    // A redirect is not WordPress taking the batches: followed, the POST would become a GET whose 200 dropped them.
    redirect: 'manual',
  });
  // The body is small; read so that the connection is reused.
  const text = await answer.text();
  if (!answer.ok) throw new Error(`HTTP ${answer.status}: ${text.slice(0, 200)}`);
};
