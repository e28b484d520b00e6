// A loopback listener standing for Newsdesk's POST /_purge: point the plugin's
// `newsdesk_settings.url` at it to see the very purges WordPress would send
// (the plugin sends them at the end of the PHP run that changed content).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedPurge {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: { readonly tags: readonly string[]; readonly paths: readonly string[] };
}

export interface PurgeRecorder {
  /** http://127.0.0.1:PORT, the origin to configure. */
  readonly url: string;
  /** Every POST received, oldest first. */
  readonly purges: RecordedPurge[];
  close(): Promise<void>;
}

export const startPurgeRecorder = async (): Promise<PurgeRecorder> => {
  const purges: RecordedPurge[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        purges.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedPurge['body'] });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"purged":{"pages":[],"content":[]}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    purges,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
